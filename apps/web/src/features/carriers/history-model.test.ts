import type { UploadRecord } from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import { historyRows, shortChecksum } from './history-model.js';

const none = { created: 0, changed: 0, removed: 0 };
const HEX = 'ab'.repeat(32);

function version(
  id: string,
  uploadedAt: string,
  overrides: Partial<UploadRecord> = {},
): UploadRecord {
  return {
    id,
    carrierId: 'geant',
    uploadedBy: 'GÉANT NOC (carrier)',
    uploadedAt,
    checksum: `sha256:${HEX}`,
    format: 'yaml',
    restoredFrom: null,
    counts: {
      router: { ...none, changed: 1 },
      backplane: none,
      blade: { ...none, created: 1 },
      port: none,
      link: none,
      trunk: none,
      maintenance: none,
    },
    ...overrides,
  };
}

const NOW = Date.parse('2026-03-17T12:00:00Z');

describe('history model', () => {
  it('historyRows lists the newest version first and marks it latest', () => {
    const rows = historyRows(
      [
        version('upl-a', '2026-03-17T10:00:01Z'),
        version('upl-c', '2026-03-17T11:55:00Z', { restoredFrom: 'upl-a', format: 'json' }),
        version('upl-b', '2026-03-17T11:00:00Z', { uploadedBy: 'admin (admin)' }),
      ],
      NOW,
    );
    expect(rows.map((r) => [r.id, r.latest])).toEqual([
      ['upl-c', true],
      ['upl-b', false],
      ['upl-a', false],
    ]);
  });

  it('historyRows says when, who, what changed and which version a restore brought back', () => {
    const [restore, , first] = historyRows(
      [
        version('upl-a', '2026-03-17T10:00:01Z'),
        version('upl-b', '2026-03-17T11:00:00Z'),
        version('upl-c', '2026-03-17T11:55:00Z', { restoredFrom: 'upl-a', format: 'json' }),
      ],
      NOW,
    );
    expect(restore).toMatchObject({
      whenUtc: '2026-03-17 11:55:00 UTC',
      ago: '5 min ago',
      format: 'JSON',
      restoredFrom: 'upl-a',
      restoredFromText: 'restores version 1 · 2026-03-17 10:00:01 UTC',
    });
    expect(first).toMatchObject({
      who: 'GÉANT NOC (carrier)',
      changes: '1 router changed · 1 blade created',
      checksumShort: `sha256:${HEX.slice(0, 12)}…`,
      restoredFromText: undefined,
    });
  });

  it('historyRows names a restored version by id when it is not in the list', () => {
    const [row] = historyRows(
      [version('upl-z', '2026-03-17T10:00:00Z', { restoredFrom: 'upl-gone' })],
      NOW,
    );
    expect(row?.restoredFromText).toBe('restores the version of upl-gone');
  });

  it('historyRows labels a baseline and the upload a millisecond after it apart, by version number and time', () => {
    const rows = historyRows(
      [
        version('upl-base', '2026-03-17T10:00:01.499Z', { uploadedBy: 'baseline' }),
        version('upl-first', '2026-03-17T10:00:01.500Z'),
        version('upl-back', '2026-03-17T11:00:00Z', { restoredFrom: 'upl-base' }),
      ],
      NOW,
    );
    expect(rows.map((r) => r.label)).toEqual([
      'version 3 · 2026-03-17 11:00:00 UTC',
      'version 2 · 2026-03-17 10:00:01 UTC',
      'version 1 · 2026-03-17 10:00:01 UTC',
    ]);
    expect(new Set(rows.map((r) => r.label)).size).toBe(3);
    expect(rows[0]?.restoredFromText).toBe('restores version 1 · 2026-03-17 10:00:01 UTC');
  });

  it('shortChecksum keeps the algorithm and 12 hex digits', () => {
    expect(shortChecksum(`sha256:${HEX}`)).toBe('sha256:abababababab…');
    expect(shortChecksum('md5:zz')).toBe('md5:zz');
  });
});
