import { describe, expect, it } from 'vitest';
import { createPrometheusHistory, onGrid, stepGrid } from './prometheus-history.js';
import {
  endSelector,
  escapeLabelValue,
  exportedHistoryQueries,
  historyQueries,
  rateWindowSeconds,
  type LinkEndpoints,
} from './promql.js';

const gvaFra: LinkEndpoints = {
  a: { device: 'geant-gva', port: 'xe-1/0/0' },
  z: { device: 'geant-fra', port: 'xe-2/0/0' },
};
const labels = { device: 'device', port: 'ifName' };

describe('PromQL building', () => {
  it('escapeLabelValue escapes backslash, double quote and line breaks', () => {
    expect(escapeLabelValue('xe-1/0/0')).toBe('xe-1/0/0');
    expect(escapeLabelValue('uplink "to CNAF"')).toBe('uplink \\"to CNAF\\"');
    expect(escapeLabelValue('C:\\port')).toBe('C:\\\\port');
    expect(escapeLabelValue('a\\"b')).toBe('a\\\\\\"b');
    expect(escapeLabelValue('line\nbreak\r')).toBe('line\\nbreak\\r');
  });

  it('endSelector quotes a port name containing a quote so the string stays closed', () => {
    const selector = endSelector(
      'ifInErrors',
      { device: 'geant-fra', port: 'et-0/0/1 "lab"' },
      labels,
    );
    expect(selector).toBe('ifInErrors{device="geant-fra",ifName="et-0/0/1 \\"lab\\""}');
  });

  it('endSelector uses the configured label names', () => {
    const selector = endSelector('ifInErrors', gvaFra.z, { device: 'hostname', port: 'ifDescr' });
    expect(selector).toBe('ifInErrors{hostname="geant-fra",ifDescr="xe-2/0/0"}');
  });

  it('historyQueries AtoZ reads out-octets and out-discards at the A end, in-errors and in-discards at the Z end', () => {
    expect(historyQueries(gvaFra, 'AtoZ', labels, 240)).toMatchObject({
      bps: 'max(rate(ifHCOutOctets{device="geant-gva",ifName="xe-1/0/0"}[240s]) * 8)',
      errorsPerSec: 'max(rate(ifInErrors{device="geant-fra",ifName="xe-2/0/0"}[240s]))',
      inDiscardsPerSec: 'max(rate(ifInDiscards{device="geant-fra",ifName="xe-2/0/0"}[240s]))',
      outDiscardsPerSec: 'max(rate(ifOutDiscards{device="geant-gva",ifName="xe-1/0/0"}[240s]))',
    });
  });

  it('historyQueries ZtoA is the mirror image: out-octets at Z, in-counters at A', () => {
    expect(historyQueries(gvaFra, 'ZtoA', labels, 120)).toMatchObject({
      bps: 'max(rate(ifHCOutOctets{device="geant-fra",ifName="xe-2/0/0"}[120s]) * 8)',
      errorsPerSec: 'max(rate(ifInErrors{device="geant-gva",ifName="xe-1/0/0"}[120s]))',
      inDiscardsPerSec: 'max(rate(ifInDiscards{device="geant-gva",ifName="xe-1/0/0"}[120s]))',
      outDiscardsPerSec: 'max(rate(ifOutDiscards{device="geant-fra",ifName="xe-2/0/0"}[120s]))',
    });
  });

  it("historyQueries name each end by its carrier's device label, collector names and port identifier", () => {
    const snmp: LinkEndpoints = {
      a: {
        device: '192.0.2.10',
        devices: ['192.0.2.10', '127.0.0.1:16161'],
        port: '1',
        deviceLabel: 'instance',
        portLabel: 'ifIndex',
      },
      z: { device: 'geant-fra', port: 'to "gva"', portLabel: 'ifAlias' },
    };
    expect(historyQueries(snmp, 'AtoZ', labels, 120)).toMatchObject({
      bps: 'max(rate(ifHCOutOctets{instance=~"192\\\\.0\\\\.2\\\\.10|127\\\\.0\\\\.0\\\\.1:16161",ifIndex="1"}[120s]) * 8)',
      errorsPerSec: 'max(rate(ifInErrors{device="geant-fra",ifAlias="to \\"gva\\""}[120s]))',
    });
  });

  it('historyQueries reads send errors (ifOutErrors) at the sending end, apart from receive errors', () => {
    expect(historyQueries(gvaFra, 'AtoZ', labels, 240)).toMatchObject({
      errorsPerSec: 'max(rate(ifInErrors{device="geant-fra",ifName="xe-2/0/0"}[240s]))',
      outErrorsPerSec: 'max(rate(ifOutErrors{device="geant-gva",ifName="xe-1/0/0"}[240s]))',
    });
  });

  it("exportedHistoryQueries reads tiermap's own gauges back: the step's mean, one series across instances", () => {
    const queries = exportedHistoryQueries('odd "link"', 'ZtoA', 30_000);
    expect(queries.bps).toBe(
      'max(avg_over_time(tiermap_link_bits_per_second{link="odd \\"link\\"",direction="ZtoA"}[30000ms]))',
    );
    expect(queries.outDiscardsPerSec).toBe(
      'max(avg_over_time(tiermap_link_out_discards_per_second{link="odd \\"link\\"",direction="ZtoA"}[30000ms]))',
    );
  });

  it('rateWindowSeconds is four steps, at least 120 s, unless an option is given', () => {
    expect(rateWindowSeconds(60_000)).toBe(240);
    expect(rateWindowSeconds(10_000)).toBe(120);
    expect(rateWindowSeconds(300_500)).toBe(1202);
    expect(rateWindowSeconds(60_000, 90)).toBe(90);
  });
});

describe('step alignment', () => {
  const T0 = Date.UTC(2026, 10, 22, 12, 0, 0);

  it('stepGrid runs from fromMs to toMs inclusive', () => {
    expect(stepGrid(T0, T0 + 180_000, 60_000)).toEqual([
      T0,
      T0 + 60_000,
      T0 + 120_000,
      T0 + 180_000,
    ]);
    expect(stepGrid(T0, T0 + 179_999, 60_000)).toEqual([T0, T0 + 60_000, T0 + 120_000]);
    expect(stepGrid(T0, T0, 60_000)).toEqual([T0]);
  });

  it('stepGrid is empty for a reversed range or a step that is not positive', () => {
    expect(stepGrid(T0 + 1, T0, 60_000)).toEqual([]);
    expect(stepGrid(T0, T0 + 60_000, 0)).toEqual([]);
  });

  it('onGrid places samples on their step and leaves gaps, NaN and Inf as null', () => {
    const grid = stepGrid(T0, T0 + 240_000, 60_000);
    const s = T0 / 1000;
    const values = onGrid(grid, [
      [s, '10000000'],
      [s + 120, 'NaN'],
      [s + 180, '+Inf'],
      [s + 240, '0.2'],
    ]);
    expect(values).toEqual([10_000_000, null, null, null, 0.2]);
  });

  it('onGrid matches float seconds of a grid that does not start on a whole second', () => {
    const from = T0 + 500;
    const grid = stepGrid(from, from + 1_500, 500);
    const values = onGrid(grid, [
      [from / 1000 + 0.5, '1'],
      [from / 1000 + 1.5, '3'],
    ]);
    expect(values).toEqual([null, 1, null, 3]);
  });

  it('onGrid ignores samples outside the grid', () => {
    const grid = stepGrid(T0, T0 + 60_000, 60_000);
    expect(
      onGrid(grid, [
        [T0 / 1000 - 60, '1'],
        [T0 / 1000 + 120, '2'],
      ]),
    ).toEqual([null, null]);
  });
});

describe('createPrometheusHistory', () => {
  it('createPrometheusHistory returns [] for an unknown link without asking Prometheus', async () => {
    const history = createPrometheusHistory({
      baseUrl: 'http://127.0.0.1:1',
      endpoints: () => Promise.resolve(undefined),
    });
    const query = {
      linkId: 'nope',
      direction: 'AtoZ',
      fromMs: 0,
      toMs: 60_000,
      stepMs: 60_000,
    } as const;
    await expect(history.series(query)).resolves.toEqual([]);
  });

  it('createPrometheusHistory rejects a label name PromQL cannot use', () => {
    expect(() =>
      createPrometheusHistory({
        baseUrl: 'http://127.0.0.1:1',
        endpoints: () => Promise.resolve(gvaFra),
        portLabel: 'if-name',
      }),
    ).toThrow(/label name/);
  });
});
