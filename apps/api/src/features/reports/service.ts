import {
  DEFAULT_MTU_BYTES,
  DEFAULT_TCP_WINDOW_BYTES,
  type Incident,
  type IncidentReport,
  type LinkLiveState,
  type LinkSeries,
  type PathDetail,
  type ReportTimes,
  type Topology,
  type TopologyReport,
  type TopologyResponse,
} from '@tiermap/domain';
import { UnavailableError } from '../../http/errors.js';
import type { AnalysisService } from '../analysis/service.js';
import type { IncidentService } from '../incidents/service.js';
import { defaultStepMs, linkSeries } from '../metrics/link-series.js';
import type { MetricsRuntime } from '../metrics/runtime.js';
import type { PathService } from '../paths/service.js';
import type { TcpService } from '../paths/tcp.js';
import type { TopologyService } from '../topology/service.js';

/** An incident report charts its key links from this long before it opened. */
export const INCIDENT_LEAD_MS = 15 * 60_000;
/** At most this many key links are charted in an incident report. */
export const MAX_KEY_LINKS = 6;
/** Blades and backplanes above this ratio of port to fabric capacity are oversubscribed. */
const OVERSUBSCRIBED_ABOVE = 1;
/** Without live metrics, samples would count as stale after this long (the server default). */
const DEFAULT_STALE_AFTER_MS = 120_000;

export interface ReportServiceDeps {
  topology: TopologyService;
  paths: PathService;
  analysis: AnalysisService;
  tcp: TcpService;
  /** Live metrics; without them a report has no live data and says so. */
  metrics?: MetricsRuntime | undefined;
  /** Incidents; without them a report lists none. */
  incidents?: IncidentService | undefined;
  now: () => number;
}

export interface ReportService {
  /** Everything the topology report prints, read at one time. */
  topologyReport(): Promise<TopologyReport>;
  /** One incident and what its report prints; NotFoundError for an unknown incident. */
  incidentReport(incidentId: string): Promise<IncidentReport>;
  /** The whole model: what the JSON and GraphML exports hold. */
  wholeTopology(): Promise<Topology>;
}

export function createReportService(deps: ReportServiceDeps): ReportService {
  const liveNow = (): LinkLiveState[] => deps.metrics?.liveStates() ?? [];

  function times(live: readonly LinkLiveState[]): ReportTimes {
    const newest = live.reduce<number | null>(
      (max, state) => (max === null || state.tsMs > max ? state.tsMs : max),
      null,
    );
    return {
      generatedAtMs: deps.now(),
      liveAtMs: newest,
      staleAfterMs: deps.metrics?.staleAfterMs ?? DEFAULT_STALE_AFTER_MS,
      liveDirections: live.length,
      staleDirections: live.filter((state) => state.stale).length,
    };
  }

  async function openIncidents(): Promise<Incident[]> {
    if (deps.incidents === undefined) return [];
    const list = await deps.incidents.list({ status: 'open', limit: 500 });
    return list.incidents;
  }

  return {
    async topologyReport() {
      const topology = await deps.topology.getTopology();
      const tier1 = topology.sites.filter((site) => site.tier === 1).map((site) => site.id);
      const [paths, shared, oversubscription, trunks, tcp, incidents, health] = await Promise.all([
        deps.paths.all(),
        tier1.length === 0
          ? Promise.resolve({ sites: [], direction: 'both' as const, shared: [] })
          : deps.analysis.shared(tier1, undefined),
        deps.analysis.oversubscription({
          threshold: OVERSUBSCRIBED_ABOVE,
          sort: 'ratio',
          onlyOversubscribed: false,
        }),
        deps.analysis.trunks(),
        deps.tcp.table({ windowBytes: DEFAULT_TCP_WINDOW_BYTES, mtuBytes: DEFAULT_MTU_BYTES }),
        openIncidents(),
        deps.incidents === undefined ? Promise.resolve(null) : deps.incidents.health(),
      ]);
      const live = liveNow();
      return {
        times: times(live),
        topology,
        live,
        paths,
        shared,
        oversubscription,
        trunks,
        tcp,
        incidents,
        health,
      };
    },

    async incidentReport(incidentId) {
      if (deps.incidents === undefined) {
        throw new UnavailableError(
          'incident reports need the incident engine, which this server does not run',
        );
      }
      const incident = await deps.incidents.get(incidentId);
      const topology = await deps.topology.getTopology();
      const pathIds = [...new Set(incident.affected.map((affected) => affected.pathId))];
      const paths = await deps.paths.paths(pathIds);
      const live = liveNow();
      const toMs = incident.resolvedAtMs ?? deps.now();
      const fromMs = Math.min(incident.openedAtMs - INCIDENT_LEAD_MS, toMs - INCIDENT_LEAD_MS);
      const keyLinks: LinkSeries[] = [];
      if (deps.metrics !== undefined) {
        const metrics = deps.metrics;
        const stepMs = defaultStepMs(fromMs, toMs);
        for (const linkId of keyLinkIds(incident, topology, paths)) {
          const series = await linkSeries(metrics, { linkId, fromMs, toMs, stepMs });
          if (series !== undefined) keyLinks.push(series);
        }
      }
      return { times: times(live), incident, topology, live, paths, keyLinks };
    },

    wholeTopology: () => deps.topology.wholeTopology(),
  };
}

/**
 * The links whose charts explain an incident, likeliest suspect first: a link suspect itself, a
 * trunk's members, and for a router or blade the links of the affected paths that leave or
 * enter it. At most `MAX_KEY_LINKS`.
 */
export function keyLinkIds(
  incident: Incident,
  topology: Pick<TopologyResponse, 'trunks'>,
  paths: readonly PathDetail[],
): string[] {
  const chosen = new Set<string>();
  const add = (id: string) => {
    if (chosen.size < MAX_KEY_LINKS) chosen.add(id);
  };
  const hopLinks = paths.flatMap((path) =>
    [...path.hops.AtoZ, ...path.hops.ZtoA].flatMap((hop) => hop.links),
  );
  for (const suspect of [...incident.suspects].sort((a, b) => a.rank - b.rank)) {
    if (suspect.kind === 'link') {
      add(suspect.id);
    } else if (suspect.kind === 'trunk') {
      const trunk = topology.trunks.find((t) => t.id === suspect.id);
      for (const member of trunk?.memberLinkIds ?? []) add(member);
    } else {
      const touches = (end: { routerId: string; bladeId: string }) =>
        suspect.kind === 'router' ? end.routerId === suspect.id : end.bladeId === suspect.id;
      for (const link of hopLinks) {
        if (touches(link.from) || touches(link.to)) add(link.linkId);
      }
    }
  }
  return [...chosen];
}
