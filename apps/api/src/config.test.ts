import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config.js';

describe('parseConfig', () => {
  it('parseConfig defaults to port 8080 on loopback and the local Neo4j', () => {
    const config = parseConfig({});
    expect(config.port).toBe(8080);
    expect(config.host).toBe('127.0.0.1');
    expect(config.neo4j.uri).toBe('bolt://127.0.0.1:7687');
    expect(config.loadDemo).toBe(true);
  });

  it('parseConfig names the instance by TIERMAP_INSTANCE_ID, else by host and process id', () => {
    expect(parseConfig({ TIERMAP_INSTANCE_ID: 'api-2' }).instanceId).toBe('api-2');
    expect(parseConfig({}).instanceId).toMatch(new RegExp(`-${process.pid}$`));
    expect(() => parseConfig({ TIERMAP_INSTANCE_ID: 'a b' })).toThrow(/TIERMAP_INSTANCE_ID/);
  });

  it('parseConfig reads TIERMAP_PORT and an external Neo4j with credentials', () => {
    const config = parseConfig({
      TIERMAP_PORT: '9000',
      NEO4J_URI: 'neo4j+s://abc.databases.neo4j.io',
      NEO4J_USER: 'neo4j',
      NEO4J_PASSWORD: 'secret',
    });
    expect(config.port).toBe(9000);
    expect(config.neo4j).toMatchObject({ uri: 'neo4j+s://abc.databases.neo4j.io', user: 'neo4j' });
  });

  it('parseConfig reads how long a measurement counts, 15 minutes by default, and refuses 0', () => {
    expect(parseConfig({}).diagnosis.measurementMaxAgeMs).toBe(900_000);
    const config = parseConfig({ TIERMAP_MEASUREMENT_MAX_AGE_MS: '600000' });
    expect(config.diagnosis.measurementMaxAgeMs).toBe(600_000);
    expect(() => parseConfig({ TIERMAP_MEASUREMENT_MAX_AGE_MS: '0' })).toThrow(
      /TIERMAP_MEASUREMENT_MAX_AGE_MS/,
    );
  });

  it('parseConfig reads the live coalescing interval, 250 ms by default, and refuses one out of range, naming it', () => {
    expect(parseConfig({}).metrics.liveIntervalMs).toBe(250);
    expect(parseConfig({ TIERMAP_LIVE_INTERVAL_MS: '1000' }).metrics.liveIntervalMs).toBe(1000);
    for (const bad of ['0', '49', '60001', '2.5', 'fast', '-250']) {
      expect(() => parseConfig({ TIERMAP_LIVE_INTERVAL_MS: bad })).toThrow(
        'TIERMAP_LIVE_INTERVAL_MS: must be a whole number of milliseconds from 50 to 60000, e.g. 250',
      );
    }
  });

  it('parseConfig reads the ingest lag limit, none by default or at 0, and refuses one out of range, naming it', () => {
    expect(parseConfig({}).metrics.ingestMaxLagMs).toBeUndefined();
    expect(parseConfig({ TIERMAP_INGEST_MAX_LAG_MS: '100' }).metrics.ingestMaxLagMs).toBe(100);
    expect(parseConfig({ TIERMAP_INGEST_MAX_LAG_MS: '40' }).metrics.ingestMaxLagMs).toBe(40);
    expect(parseConfig({ TIERMAP_INGEST_MAX_LAG_MS: '0' }).metrics.ingestMaxLagMs).toBeUndefined();
    for (const bad of ['-1', '60001', '2.5', 'slow']) {
      expect(() => parseConfig({ TIERMAP_INGEST_MAX_LAG_MS: bad })).toThrow(
        'TIERMAP_INGEST_MAX_LAG_MS: must be a whole number of milliseconds from 0 (no limit) to 60000, e.g. 100',
      );
    }
  });

  it('parseConfig names the bad variable when the port is not a number', () => {
    expect(() => parseConfig({ TIERMAP_PORT: 'eighty' })).toThrow(/TIERMAP_PORT/);
  });

  it('parseConfig refuses a user without a password', () => {
    expect(() => parseConfig({ NEO4J_USER: 'neo4j' })).toThrow(ConfigError);
  });

  it('parseConfig refuses a NEO4J_URI that is not bolt or neo4j', () => {
    expect(() => parseConfig({ NEO4J_URI: 'http://localhost:7474' })).toThrow(/NEO4J_URI/);
  });

  it('parseConfig polls Prometheus only when its URL is set and TIERMAP_PROMETHEUS_POLL says so', () => {
    const url = 'http://127.0.0.1:9090';
    expect(parseConfig({}).metrics).toMatchObject({
      prometheusDeviceLabel: 'device',
      prometheusPollIntervalMs: undefined,
    });
    expect(parseConfig({ TIERMAP_PROMETHEUS_URL: url }).metrics.prometheusPollIntervalMs).toBe(
      undefined,
    );
    expect(parseConfig({ TIERMAP_PROMETHEUS_POLL: 'true' }).metrics.prometheusPollIntervalMs).toBe(
      undefined,
    );
    expect(
      parseConfig({ TIERMAP_PROMETHEUS_URL: url, TIERMAP_PROMETHEUS_POLL: 'true' }).metrics,
    ).toMatchObject({ prometheusPollIntervalMs: 15_000 });
  });

  it('parseConfig refuses a device label that is not a Prometheus label name, naming it', () => {
    expect(() => parseConfig({ TIERMAP_PROMETHEUS_DEVICE_LABEL: 'agent-host' })).toThrow(
      /TIERMAP_PROMETHEUS_DEVICE_LABEL: must be a Prometheus label name/,
    );
  });

  it('parseConfig reads Prometheus history from snmp_exporter by default, or tiermap, naming anything else', () => {
    expect(parseConfig({}).metrics.prometheusHistorySource).toBe('snmp');
    expect(
      parseConfig({ TIERMAP_PROMETHEUS_HISTORY_SOURCE: 'tiermap' }).metrics.prometheusHistorySource,
    ).toBe('tiermap');
    expect(() => parseConfig({ TIERMAP_PROMETHEUS_HISTORY_SOURCE: 'influx' })).toThrow(
      /TIERMAP_PROMETHEUS_HISTORY_SOURCE/,
    );
  });

  it('parseConfig polls no perfSONAR archive unless its URL is set, and refuses credentials in it', () => {
    expect(parseConfig({}).perfsonar).toEqual({
      hostsFile: undefined,
      archive: undefined,
      wlcgArchive: undefined,
      pollIntervalMs: 60_000,
    });
    const config = parseConfig({
      TIERMAP_PERFSONAR_HOSTS: '/etc/tiermap/perfsonar-hosts.yaml',
      TIERMAP_PERFSONAR_ARCHIVE_URL: 'https://archive.example.org/opensearch',
      TIERMAP_PERFSONAR_ARCHIVE_USER: 'tiermap',
      TIERMAP_PERFSONAR_ARCHIVE_PASSWORD: 'secret',
      TIERMAP_WLCG_ARCHIVE_URL: 'https://es.example.org:9200',
      TIERMAP_WLCG_ARCHIVE_API_KEY: 'key',
    });
    expect(config.perfsonar.archive).toEqual({
      url: 'https://archive.example.org/opensearch',
      auth: { kind: 'basic', user: 'tiermap', password: 'secret' },
    });
    expect(config.perfsonar.wlcgArchive?.auth).toEqual({ kind: 'api-key', key: 'key' });
    expect(() =>
      parseConfig({ TIERMAP_WLCG_ARCHIVE_URL: 'https://user:pw@es.example.org' }),
    ).toThrow(/TIERMAP_WLCG_ARCHIVE_URL: must not carry credentials/);
  });

  it('parseConfig reads the Alertmanager and chat webhook senders, none by default', () => {
    expect(parseConfig({}).alerts).toEqual({ alertmanager: undefined, webhook: undefined });
    const config = parseConfig({
      TIERMAP_ALERTMANAGER_URL: 'http://alertmanager:9093',
      TIERMAP_ALERTMANAGER_TOKEN: 'am-token',
      TIERMAP_WEBHOOK_URL: 'https://chat.example.org/hooks/x',
      TIERMAP_PUBLIC_URL: 'https://tiermap.example.org/',
    });
    expect(config.alerts).toEqual({
      alertmanager: {
        url: 'http://alertmanager:9093',
        auth: { kind: 'bearer', token: 'am-token' },
        resendMs: 60_000,
      },
      webhook: { url: 'https://chat.example.org/hooks/x', auth: { kind: 'none' } },
    });
    expect(config.publicUrl).toBe('https://tiermap.example.org');
  });

  it('parseConfig reads the live bus on NATS, none by default, and refuses credentials in its URL', () => {
    expect(parseConfig({}).nats).toBeUndefined();
    expect(
      parseConfig({
        TIERMAP_NATS_URL: 'nats://nats-1:4222,nats://nats-2:4222',
        TIERMAP_NATS_USER: 'tiermap',
        TIERMAP_NATS_PASSWORD: 'secret',
      }).nats,
    ).toEqual({
      servers: ['nats://nats-1:4222', 'nats://nats-2:4222'],
      auth: { user: 'tiermap', password: 'secret' },
      streamName: 'TIERMAP_LIVE',
      maxBytes: 1_073_741_824,
    });
    expect(
      parseConfig({ TIERMAP_NATS_URL: 'nats://127.0.0.1:4222', TIERMAP_NATS_TOKEN: 't0ken' }).nats
        ?.auth,
    ).toEqual({ token: 't0ken' });
    for (const url of ['nats://u:p@nats:4222', 'nats://127.0.0.1:4222,tok@nats:4222']) {
      expect(() => parseConfig({ TIERMAP_NATS_URL: url })).toThrow(
        /TIERMAP_NATS_URL: must not carry credentials/,
      );
    }
    expect(() =>
      parseConfig({ TIERMAP_NATS_URL: 'nats://a:4222', TIERMAP_NATS_USER: 'u' }),
    ).toThrow(/TIERMAP_NATS_USER and TIERMAP_NATS_PASSWORD must be set together/);
    expect(() => parseConfig({ TIERMAP_NATS_URL: 'nats://a:4222 nats://b:4222' })).toThrow(
      /TIERMAP_NATS_URL: must be nats:\/\/host:port/,
    );
  });

  it('parseConfig refuses credentials in an alert URL and a user without a password, naming the variable', () => {
    expect(() => parseConfig({ TIERMAP_ALERTMANAGER_URL: 'http://u:p@alertmanager:9093' })).toThrow(
      /TIERMAP_ALERTMANAGER_URL: must not carry credentials/,
    );
    expect(() => parseConfig({ TIERMAP_ALERTMANAGER_USER: 'tiermap' })).toThrow(
      /TIERMAP_ALERTMANAGER_USER and TIERMAP_ALERTMANAGER_PASSWORD must be set together/,
    );
  });
});
