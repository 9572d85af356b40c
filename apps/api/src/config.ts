import { hostname } from 'node:os';
import type { OutboundAuth } from './features/alerts/http-post.js';
import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** An archive's URL, refused when it carries credentials (they would show in logs). */
const archiveUrl = z.url().refine((text) => {
  const url = new URL(text);
  return url.username === '' && url.password === '';
}, 'must not carry credentials: give them in the _USER/_PASSWORD or _API_KEY variable');

/** One archive's settings: where, and how to sign in (basic or an API key). */
function archiveSettings(
  url: string | undefined,
  user: string | undefined,
  password: string | undefined,
  apiKey: string | undefined,
): ArchiveSettings | undefined {
  if (url === undefined) return undefined;
  if (apiKey !== undefined) return { url, auth: { kind: 'api-key', key: apiKey } };
  if (user !== undefined) return { url, auth: { kind: 'basic', user, password: password ?? '' } };
  return { url, auth: { kind: 'none' } };
}

const LIVE_INTERVAL_MESSAGE = 'must be a whole number of milliseconds from 50 to 60000, e.g. 250';

const INGEST_MAX_LAG_MESSAGE =
  'must be a whole number of milliseconds from 0 (no limit) to 60000, e.g. 100';

const configSchema = z.object({
  TIERMAP_PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** Loopback by default; set 0.0.0.0 behind a load balancer. */
  TIERMAP_HOST: z.string().min(1).default('127.0.0.1'),
  /**
   * This API process's name among several (answers carry it in `X-Tiermap-Instance`); the host
   * name and process id by default.
   */
  TIERMAP_INSTANCE_ID: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,64}$/, 'must be 1 to 64 letters, digits, dots, dashes or underscores')
    .optional(),
  TIERMAP_LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info'),
  /** Folder of the built web app; unset or empty: apps/web/dist beside the API. */
  TIERMAP_WEB_DIST: z.string().optional(),
  TIERMAP_LOAD_DEMO: booleanFromEnv.default(true),
  /** An admin token with this value is ensured at start (automation, the demo). */
  TIERMAP_ADMIN_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Reads need no token (a wall display); false asks every request for one. */
  TIERMAP_ANONYMOUS_READ: booleanFromEnv.default(true),
  /** How long the in-process store keeps history, and its hard cap per link direction. */
  TIERMAP_METRICS_RETENTION_MS: z.coerce.number().int().positive().default(7_200_000),
  TIERMAP_METRICS_MAX_SAMPLES: z.coerce.number().int().positive().max(1_000_000).default(1_500),
  /** A link direction whose newest sample is older than this is stale. */
  TIERMAP_STALE_AFTER_MS: z.coerce.number().int().positive().default(120_000),
  /**
   * The live stream's coalescing interval: `delta` events on `GET /api/live` are at least this
   * far apart, and a change after a quiet spell goes out at once.
   */
  TIERMAP_LIVE_INTERVAL_MS: z.coerce
    .number({ error: LIVE_INTERVAL_MESSAGE })
    .int(LIVE_INTERVAL_MESSAGE)
    .min(50, LIVE_INTERVAL_MESSAGE)
    .max(60_000, LIVE_INTERVAL_MESSAGE)
    .default(250),
  /**
   * Writes to the ingest routes are refused with 503 and `Retry-After` while this process's
   * event loop runs more than this many ms behind (its median delay over half a second) and was
   * busy at least 90 % of that time (`http/overload.ts`): the live path keeps time under more load than the process can take. 0 (the default) turns the
   * gate off: measured, it shortens the push only when many more collectors wait than the
   * process can serve, and costs ingest (docs/performance.md).
   */
  TIERMAP_INGEST_MAX_LAG_MS: z.coerce
    .number({ error: INGEST_MAX_LAG_MESSAGE })
    .int(INGEST_MAX_LAG_MESSAGE)
    .min(0, INGEST_MAX_LAG_MESSAGE)
    .max(60_000, INGEST_MAX_LAG_MESSAGE)
    .default(0),
  /** How often the latest state is written to Neo4j (in one batch). */
  TIERMAP_GRAPH_WRITE_INTERVAL_MS: z.coerce.number().int().positive().default(10_000),
  /** Read history from this Prometheus instead of the in-process store. */
  TIERMAP_PROMETHEUS_URL: z.url().optional(),
  /**
   * The label that names the device in the Prometheus series, unless a carrier names its own
   * (`collectors.deviceLabel`); snmp_exporter's documented set-up uses `instance`.
   */
  TIERMAP_PROMETHEUS_DEVICE_LABEL: z
    .string()
    .regex(/^[a-zA-Z_][a-zA-Z0-9_]*$/, 'must be a Prometheus label name, e.g. instance')
    .default('device'),
  /**
   * What that Prometheus' history is read from: `snmp`, the IF-MIB counters of snmp_exporter;
   * `tiermap`, tiermap's own `GET /api/metrics` gauges it scrapes (docs/metrics.md, "History out").
   */
  TIERMAP_PROMETHEUS_HISTORY_SOURCE: z.enum(['snmp', 'tiermap']).default('snmp'),
  /** Poll that Prometheus for live rates (when no collector pushes); off by default. */
  TIERMAP_PROMETHEUS_POLL: booleanFromEnv.default(false),
  /** How often it is polled, milliseconds. */
  TIERMAP_PROMETHEUS_POLL_INTERVAL_MS: z.coerce.number().int().min(1000).default(15_000),
  /** How often incidents are brought up to date from the live data; 0 turns that off. */
  TIERMAP_DIAGNOSIS_INTERVAL_MS: z.coerce.number().int().nonnegative().default(5_000),
  /**
   * How long the diagnosis lease lasts unrenewed (one instance among several evaluates); it is
   * renewed every third of this, so a killed holder is replaced within 4/3 of it.
   */
  TIERMAP_DIAGNOSIS_LEASE_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds from 600 to 60000, e.g. 6000' })
    .int('must be a whole number of milliseconds from 600 to 60000, e.g. 6000')
    .min(600, 'must be a whole number of milliseconds from 600 to 60000, e.g. 6000')
    .max(60_000, 'must be a whole number of milliseconds from 600 to 60000, e.g. 6000')
    .default(6_000),
  /** Path loss at or above this is a problem (domain heuristic: under 2 % is tolerable). */
  TIERMAP_LOSS_PROBLEM_RATIO: z.coerce.number().gt(0).max(1).default(0.02),
  /** A hop this full (bps over capacity) makes its path congested. */
  TIERMAP_UTILIZATION_CONGESTED: z.coerce.number().gt(0).max(1.5).default(0.9),
  /** An automatic incident resolves after its paths have been good this long. */
  TIERMAP_INCIDENT_RESOLVE_AFTER_MS: z.coerce.number().int().nonnegative().default(60_000),
  /** How long a perfSONAR measurement counts after it was taken. */
  TIERMAP_MEASUREMENT_MAX_AGE_MS: z.coerce.number().int().positive().default(900_000),
  /** Run the demo traffic simulator (npm start turns it on). */
  TIERMAP_DEMO_TRAFFIC: booleanFromEnv.default(false),
  /** The Chromium that prints the PDF reports. */
  TIERMAP_CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
  /**
   * Chromium's sandbox for the PDF reports (as root, Chromium runs as `nobody`); false only on a
   * host that allows no user namespaces, where Chromium then runs with --no-sandbox.
   */
  TIERMAP_CHROMIUM_SANDBOX: booleanFromEnv.default(true),
  /** A PDF report that takes longer than this is given up with a 504. */
  TIERMAP_REPORT_TIMEOUT_MS: z.coerce.number().int().min(1000).default(90_000),
  /** Where Chromium loads the print pages; by default the address the request came in on. */
  TIERMAP_REPORT_BASE_URL: z.url().optional(),
  /** A JSON or YAML file {siteId: [perfSONAR host name or address, …]}. */
  TIERMAP_PERFSONAR_HOSTS: z.string().min(1).optional(),
  /** A perfSONAR 5 archive (OpenSearch) to poll for pscheduler_* results; none by default. */
  TIERMAP_PERFSONAR_ARCHIVE_URL: archiveUrl.optional(),
  TIERMAP_PERFSONAR_ARCHIVE_USER: z.string().min(1).optional(),
  TIERMAP_PERFSONAR_ARCHIVE_PASSWORD: z.string().optional(),
  TIERMAP_PERFSONAR_ARCHIVE_API_KEY: z.string().min(1).optional(),
  /** The WLCG central archive (OpenSearch, ps_* indices) to poll; none by default. */
  TIERMAP_WLCG_ARCHIVE_URL: archiveUrl.optional(),
  TIERMAP_WLCG_ARCHIVE_USER: z.string().min(1).optional(),
  TIERMAP_WLCG_ARCHIVE_PASSWORD: z.string().optional(),
  TIERMAP_WLCG_ARCHIVE_API_KEY: z.string().min(1).optional(),
  /** How often the archives are polled. */
  TIERMAP_PERFSONAR_POLL_INTERVAL_MS: z.coerce.number().int().min(1000).default(60_000),
  /** Where people reach tiermap: the links in alerts and chat messages start with it. */
  TIERMAP_PUBLIC_URL: z.url().optional(),
  /** Send every incident to this Alertmanager (`POST /api/v2/alerts`). */
  TIERMAP_ALERTMANAGER_URL: z.url().optional(),
  /** HTTP basic auth for Alertmanager (set both), or a bearer token; never logged. */
  TIERMAP_ALERTMANAGER_USER: z.string().min(1).optional(),
  TIERMAP_ALERTMANAGER_PASSWORD: z.string().min(1).optional(),
  TIERMAP_ALERTMANAGER_TOKEN: z.string().min(1).optional(),
  /** Open incidents are sent again this often: keep it under Alertmanager's resolve_timeout. */
  TIERMAP_ALERTMANAGER_RESEND_MS: z.coerce.number().int().min(1_000).default(60_000),
  /** Post one JSON message per incident change to this chat webhook. */
  TIERMAP_WEBHOOK_URL: z.url().optional(),
  /** A bearer token for the chat webhook; never logged. */
  TIERMAP_WEBHOOK_TOKEN: z.string().min(1).optional(),
  /**
   * NATS server(s) of the live bus, `nats://host:port`, comma-separated; unset: one process,
   * live state in memory. Credentials go in TIERMAP_NATS_USER/_PASSWORD or TIERMAP_NATS_TOKEN.
   */
  TIERMAP_NATS_URL: z
    .string()
    .regex(
      /^(nats:\/\/)?[^\s,]+(,(nats:\/\/)?[^\s,]+)*$/,
      'must be nats://host:port, several separated by commas',
    )
    .optional(),
  TIERMAP_NATS_USER: z.string().min(1).optional(),
  TIERMAP_NATS_PASSWORD: z.string().min(1).optional(),
  TIERMAP_NATS_TOKEN: z.string().min(1).optional(),
  /** The JetStream stream of the live bus. */
  TIERMAP_NATS_STREAM: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1 to 64 letters, digits, dashes or underscores')
    .default('TIERMAP_LIVE'),
  /** The most the stream holds, bytes (its age limit is TIERMAP_METRICS_RETENTION_MS). */
  TIERMAP_NATS_MAX_BYTES: z.coerce.number().int().min(1_048_576).default(1_073_741_824),
  NEO4J_URI: z
    .string()
    .regex(/^(bolt|neo4j)(\+s|\+ssc)?:\/\/.+/, 'must be a bolt:// or neo4j:// URI')
    .default('bolt://127.0.0.1:7687'),
  NEO4J_USER: z.string().optional(),
  NEO4J_PASSWORD: z.string().optional(),
  NEO4J_DATABASE: z.string().optional(),
});

export interface Config {
  port: number;
  host: string;
  /** This API process's name among several (`TIERMAP_INSTANCE_ID`). */
  instanceId: string;
  logLevel: z.infer<typeof configSchema>['TIERMAP_LOG_LEVEL'];
  webDist: string | undefined;
  loadDemo: boolean;
  adminToken: string | undefined;
  anonymousRead: boolean;
  metrics: {
    retentionMs: number;
    maxSamplesPerDirection: number;
    staleAfterMs: number;
    graphWriteIntervalMs: number;
    /** The coalescing interval of the live stream's deltas (`TIERMAP_LIVE_INTERVAL_MS`). */
    liveIntervalMs: number;
    /**
     * Ingest is refused while the event loop is busy and runs more than this many ms behind
     * (`TIERMAP_INGEST_MAX_LAG_MS`); undefined: never refused.
     */
    ingestMaxLagMs: number | undefined;
    prometheusUrl: string | undefined;
    prometheusDeviceLabel: string;
    /** What Prometheus history is read from (`TIERMAP_PROMETHEUS_HISTORY_SOURCE`). */
    prometheusHistorySource: 'snmp' | 'tiermap';
    /** Poll Prometheus for live rates every this many ms; undefined: no polling. */
    prometheusPollIntervalMs: number | undefined;
  };
  diagnosis: {
    intervalMs: number;
    /** The diagnosis lease's time to live, ms (renewed every third of it). */
    leaseMs: number;
    lossProblemRatio: number;
    utilizationCongested: number;
    resolveAfterMs: number;
    measurementMaxAgeMs: number;
  };
  demoTraffic: boolean;
  perfsonar: {
    /** The host map file; undefined: the archiver route knows no host. */
    hostsFile: string | undefined;
    archive: ArchiveSettings | undefined;
    wlcgArchive: ArchiveSettings | undefined;
    pollIntervalMs: number;
  };
  reports: {
    chromiumPath: string;
    sandbox: boolean;
    timeoutMs: number;
    baseUrl: string | undefined;
  };
  /** Where people reach tiermap, without a trailing slash; undefined: the listening address. */
  publicUrl: string | undefined;
  alerts: {
    alertmanager: { url: string; auth: OutboundAuth; resendMs: number } | undefined;
    webhook: { url: string; auth: OutboundAuth } | undefined;
  };
  /** The live bus on NATS JetStream; undefined: one process, in memory. */
  nats:
    | {
        servers: string[];
        auth: { user: string; password: string } | { token: string } | undefined;
        streamName: string;
        maxBytes: number;
      }
    | undefined;
  neo4j: {
    uri: string;
    user: string | undefined;
    password: string | undefined;
    database: string | undefined;
  };
}

/** An OpenSearch archive to poll, and its credentials (never logged). */
export interface ArchiveSettings {
  url: string;
  auth:
    | { kind: 'basic'; user: string; password: string }
    | { kind: 'api-key'; key: string }
    | { kind: 'none' };
}

function hasCredentials(url: string | undefined): boolean {
  if (url === undefined) return false;
  const parsed = new URL(url);
  return parsed.username !== '' || parsed.password !== '';
}

/** A NATS server address with a user or password in it (`nats://u:p@host:4222`). */
function natsHasCredentials(server: string): boolean {
  if (server.includes('@')) return true;
  try {
    const parsed = new URL(server.includes('://') ? server : `nats://${server}`);
    return parsed.username !== '' || parsed.password !== '';
  } catch {
    return false;
  }
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Parses the environment into a Config, or throws a ConfigError naming each bad variable. */
export function parseConfig(env: NodeJS.ProcessEnv): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`invalid configuration:\n${lines.join('\n')}`);
  }
  const e = result.data;
  if ((e.NEO4J_USER === undefined) !== (e.NEO4J_PASSWORD === undefined)) {
    throw new ConfigError(
      'invalid configuration:\n  NEO4J_USER and NEO4J_PASSWORD must be set together',
    );
  }
  for (const name of ['TIERMAP_ALERTMANAGER_URL', 'TIERMAP_WEBHOOK_URL'] as const) {
    if (hasCredentials(e[name])) {
      throw new ConfigError(
        `invalid configuration:\n  ${name}: must not carry credentials (use the _USER/_PASSWORD or _TOKEN variables)`,
      );
    }
  }
  if (
    (e.TIERMAP_ALERTMANAGER_USER === undefined) !==
    (e.TIERMAP_ALERTMANAGER_PASSWORD === undefined)
  ) {
    throw new ConfigError(
      'invalid configuration:\n  TIERMAP_ALERTMANAGER_USER and TIERMAP_ALERTMANAGER_PASSWORD must be set together',
    );
  }
  const natsServers = e.TIERMAP_NATS_URL?.split(',');
  if (natsServers?.some((server) => natsHasCredentials(server)) === true) {
    throw new ConfigError(
      'invalid configuration:\n  TIERMAP_NATS_URL: must not carry credentials (use TIERMAP_NATS_USER/TIERMAP_NATS_PASSWORD or TIERMAP_NATS_TOKEN)',
    );
  }
  if ((e.TIERMAP_NATS_USER === undefined) !== (e.TIERMAP_NATS_PASSWORD === undefined)) {
    throw new ConfigError(
      'invalid configuration:\n  TIERMAP_NATS_USER and TIERMAP_NATS_PASSWORD must be set together',
    );
  }
  const alertmanagerAuth: OutboundAuth =
    e.TIERMAP_ALERTMANAGER_USER !== undefined && e.TIERMAP_ALERTMANAGER_PASSWORD !== undefined
      ? {
          kind: 'basic',
          user: e.TIERMAP_ALERTMANAGER_USER,
          password: e.TIERMAP_ALERTMANAGER_PASSWORD,
        }
      : e.TIERMAP_ALERTMANAGER_TOKEN !== undefined
        ? { kind: 'bearer', token: e.TIERMAP_ALERTMANAGER_TOKEN }
        : { kind: 'none' };
  return {
    port: e.TIERMAP_PORT,
    host: e.TIERMAP_HOST,
    instanceId: e.TIERMAP_INSTANCE_ID ?? defaultInstanceId(),
    logLevel: e.TIERMAP_LOG_LEVEL,
    webDist: e.TIERMAP_WEB_DIST === '' ? undefined : e.TIERMAP_WEB_DIST,
    loadDemo: e.TIERMAP_LOAD_DEMO,
    adminToken: e.TIERMAP_ADMIN_TOKEN,
    anonymousRead: e.TIERMAP_ANONYMOUS_READ,
    metrics: {
      retentionMs: e.TIERMAP_METRICS_RETENTION_MS,
      maxSamplesPerDirection: e.TIERMAP_METRICS_MAX_SAMPLES,
      staleAfterMs: e.TIERMAP_STALE_AFTER_MS,
      graphWriteIntervalMs: e.TIERMAP_GRAPH_WRITE_INTERVAL_MS,
      liveIntervalMs: e.TIERMAP_LIVE_INTERVAL_MS,
      ingestMaxLagMs: e.TIERMAP_INGEST_MAX_LAG_MS === 0 ? undefined : e.TIERMAP_INGEST_MAX_LAG_MS,
      prometheusUrl: e.TIERMAP_PROMETHEUS_URL,
      prometheusDeviceLabel: e.TIERMAP_PROMETHEUS_DEVICE_LABEL,
      prometheusHistorySource: e.TIERMAP_PROMETHEUS_HISTORY_SOURCE,
      prometheusPollIntervalMs:
        e.TIERMAP_PROMETHEUS_URL !== undefined && e.TIERMAP_PROMETHEUS_POLL
          ? e.TIERMAP_PROMETHEUS_POLL_INTERVAL_MS
          : undefined,
    },
    diagnosis: {
      intervalMs: e.TIERMAP_DIAGNOSIS_INTERVAL_MS,
      leaseMs: e.TIERMAP_DIAGNOSIS_LEASE_MS,
      lossProblemRatio: e.TIERMAP_LOSS_PROBLEM_RATIO,
      utilizationCongested: e.TIERMAP_UTILIZATION_CONGESTED,
      resolveAfterMs: e.TIERMAP_INCIDENT_RESOLVE_AFTER_MS,
      measurementMaxAgeMs: e.TIERMAP_MEASUREMENT_MAX_AGE_MS,
    },
    demoTraffic: e.TIERMAP_DEMO_TRAFFIC,
    perfsonar: {
      hostsFile: e.TIERMAP_PERFSONAR_HOSTS,
      archive: archiveSettings(
        e.TIERMAP_PERFSONAR_ARCHIVE_URL,
        e.TIERMAP_PERFSONAR_ARCHIVE_USER,
        e.TIERMAP_PERFSONAR_ARCHIVE_PASSWORD,
        e.TIERMAP_PERFSONAR_ARCHIVE_API_KEY,
      ),
      wlcgArchive: archiveSettings(
        e.TIERMAP_WLCG_ARCHIVE_URL,
        e.TIERMAP_WLCG_ARCHIVE_USER,
        e.TIERMAP_WLCG_ARCHIVE_PASSWORD,
        e.TIERMAP_WLCG_ARCHIVE_API_KEY,
      ),
      pollIntervalMs: e.TIERMAP_PERFSONAR_POLL_INTERVAL_MS,
    },
    reports: {
      chromiumPath: e.TIERMAP_CHROMIUM_PATH,
      sandbox: e.TIERMAP_CHROMIUM_SANDBOX,
      timeoutMs: e.TIERMAP_REPORT_TIMEOUT_MS,
      baseUrl: e.TIERMAP_REPORT_BASE_URL?.replace(/\/+$/, ''),
    },
    publicUrl: (e.TIERMAP_PUBLIC_URL ?? e.TIERMAP_REPORT_BASE_URL)?.replace(/\/+$/, ''),
    alerts: {
      alertmanager:
        e.TIERMAP_ALERTMANAGER_URL === undefined
          ? undefined
          : {
              url: e.TIERMAP_ALERTMANAGER_URL,
              auth: alertmanagerAuth,
              resendMs: e.TIERMAP_ALERTMANAGER_RESEND_MS,
            },
      webhook:
        e.TIERMAP_WEBHOOK_URL === undefined
          ? undefined
          : {
              url: e.TIERMAP_WEBHOOK_URL,
              auth:
                e.TIERMAP_WEBHOOK_TOKEN === undefined
                  ? { kind: 'none' }
                  : { kind: 'bearer', token: e.TIERMAP_WEBHOOK_TOKEN },
            },
    },
    nats:
      natsServers === undefined
        ? undefined
        : {
            servers: natsServers,
            auth:
              e.TIERMAP_NATS_USER !== undefined && e.TIERMAP_NATS_PASSWORD !== undefined
                ? { user: e.TIERMAP_NATS_USER, password: e.TIERMAP_NATS_PASSWORD }
                : e.TIERMAP_NATS_TOKEN !== undefined
                  ? { token: e.TIERMAP_NATS_TOKEN }
                  : undefined,
            streamName: e.TIERMAP_NATS_STREAM,
            maxBytes: e.TIERMAP_NATS_MAX_BYTES,
          },
    neo4j: {
      uri: e.NEO4J_URI,
      user: e.NEO4J_USER,
      password: e.NEO4J_PASSWORD,
      database: e.NEO4J_DATABASE,
    },
  };
}

/** The host name and process id, cut to the characters and length an instance id allows. */
function defaultInstanceId(): string {
  const host =
    hostname()
      .replace(/[^A-Za-z0-9._-]/g, '-')
      .slice(0, 40) || 'host';
  return `${host}-${process.pid}`;
}
