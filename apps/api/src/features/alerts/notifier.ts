import type { Incident } from '@tiermap/domain';

/** What happened to an incident, as the notifier is told. */
export type IncidentEventKind = 'opened' | 'changed' | 'resolved';

/**
 * Where the incident service tells the world about its incidents (the port the Alertmanager and
 * chat webhook senders plug into). `incidents` are those one evaluation wrote: `created` names
 * the new ones. Never blocks the diagnosis: sending happens in the background.
 */
export interface IncidentNotifier {
  written(incidents: readonly Incident[], created: ReadonlySet<string>): void;
  /** The incidents open when the process starts: kept firing without a chat message. */
  resume(open: readonly Incident[]): void;
  stop(): void;
}

/** A notifier that sends nothing (no Alertmanager and no webhook configured). */
export const NO_NOTIFIER: IncidentNotifier = {
  written: () => undefined,
  resume: () => undefined,
  stop: () => undefined,
};

/** What people are told of an incident: what changes here is worth a message. */
export interface IncidentSummary {
  id: string;
  status: 'open' | 'resolved';
  title: string;
  sites: string[];
  /** The top suspect's name, or "unknown". */
  topSuspect: string;
  /** The top suspect's carrier, or "unknown". */
  carrier: string;
  known: boolean;
  severity: 'critical' | 'warning' | 'info';
  /** The top suspect's explanation, or the title when there is none. */
  explanation: string;
  openedAtMs: number;
  resolvedAtMs: number | null;
  /** Where people see it in tiermap. */
  url: string;
}

/** The link to an incident on tiermap's incidents page. */
export function incidentUrl(publicUrl: string, id: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/incidents?id=${encodeURIComponent(id)}`;
}

/**
 * An incident as people are told of it: a known one (maintenance) is `info`, one with a path in
 * outage `critical`, else `warning`.
 */
export function incidentSummary(incident: Incident, publicUrl: string): IncidentSummary {
  const top = incident.suspects[0];
  const outage = incident.affected.some((a) => a.recoveredAtMs === null && a.status === 'outage');
  return {
    id: incident.id,
    status: incident.status,
    title: incident.title,
    sites: [...incident.sites].sort(),
    topSuspect: top?.name ?? 'unknown',
    carrier: top?.carrierId ?? 'unknown',
    known: incident.known !== null,
    severity: incident.known !== null ? 'info' : outage ? 'critical' : 'warning',
    explanation: top?.explanation ?? incident.title,
    openedAtMs: incident.openedAtMs,
    resolvedAtMs: incident.resolvedAtMs,
    url: incidentUrl(publicUrl, incident.id),
  };
}

/** The one-sentence text of a chat message. */
export function incidentSentence(kind: IncidentEventKind, summary: IncidentSummary): string {
  const sites = summary.sites.join(', ') || 'no site';
  const known = summary.known ? ' (known: scheduled maintenance)' : '';
  if (kind === 'resolved') return `Resolved: ${summary.title} (${sites}) ${summary.url}`;
  const verb = kind === 'opened' ? 'Opened' : 'Changed';
  return `${verb}: ${summary.title} (${sites})${known}; top suspect ${summary.topSuspect} (${summary.carrier}) ${summary.url}`;
}

/** One sink the notifier feeds (Alertmanager, a chat webhook). */
export interface IncidentSink {
  /** An incident opened, changed in what people are told, or resolved. */
  event(kind: IncidentEventKind, summary: IncidentSummary): void;
  /** An incident open at start: to keep firing, with nothing to announce. */
  resume?(summary: IncidentSummary): void;
  stop(): void;
}

/**
 * The notifier over some sinks: each written incident becomes `opened`, `resolved`, or
 * `changed` when what people are told of it changed (suspects, sites, known, severity); a change
 * only to its timeline tells nobody.
 */
export function createIncidentNotifier(
  sinks: readonly IncidentSink[],
  publicUrl: string,
): IncidentNotifier {
  if (sinks.length === 0) return NO_NOTIFIER;
  const told = new Map<string, string>();
  const digest = (s: IncidentSummary) =>
    JSON.stringify([
      s.status,
      s.sites,
      s.topSuspect,
      s.carrier,
      s.known,
      s.severity,
      s.explanation,
    ]);
  return {
    written(incidents, created) {
      for (const incident of incidents) {
        const summary = incidentSummary(incident, publicUrl);
        const now = digest(summary);
        let kind: IncidentEventKind;
        if (incident.status === 'resolved') kind = 'resolved';
        else if (created.has(incident.id)) kind = 'opened';
        else if (told.get(incident.id) !== now) kind = 'changed';
        else continue;
        if (kind === 'resolved') told.delete(incident.id);
        else told.set(incident.id, now);
        for (const sink of sinks) sink.event(kind, summary);
      }
    },
    resume(open) {
      for (const incident of open) {
        if (incident.status !== 'open') continue;
        const summary = incidentSummary(incident, publicUrl);
        told.set(incident.id, digest(summary));
        for (const sink of sinks) sink.resume?.(summary);
      }
    },
    stop() {
      for (const sink of sinks) sink.stop();
    },
  };
}
