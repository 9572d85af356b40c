import type { UploadRecord } from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import { historyLines } from './history.js';

const zero = { created: 0, changed: 0, removed: 0 };
function version(id: string, over: Partial<UploadRecord> = {}): UploadRecord {
  return {
    id,
    carrierId: 'netherlight',
    uploadedBy: 'noc (carrier)',
    uploadedAt: '2026-03-17T10:00:00.000Z',
    checksum: 'sha256:00',
    format: 'yaml',
    restoredFrom: null,
    counts: {
      router: { created: 1, changed: 0, removed: 0 },
      backplane: zero,
      blade: zero,
      port: zero,
      link: zero,
      trunk: zero,
      maintenance: zero,
    },
    ...over,
  };
}

describe('historyLines', () => {
  it('historyLines marks the newest version and says what each changed and restored', () => {
    expect(
      historyLines('netherlight', [
        version('up-2', { restoredFrom: 'up-0', uploadedAt: '2026-03-17T11:30:05.123Z' }),
        version('up-1'),
      ]),
    ).toEqual([
      '  VERSION  UPLOADED (UTC)       BY             FORMAT  CHANGES',
      '* up-2     2026-03-17 11:30:05  noc (carrier)  yaml    1 created, 0 changed, 0 removed (router +1); restores up-0',
      '  up-1     2026-03-17 10:00:00  noc (carrier)  yaml    1 created, 0 changed, 0 removed (router +1)',
    ]);
  });

  it('historyLines says when there is no version yet', () => {
    expect(historyLines('dfn', [])).toEqual(['dfn has published no version yet']);
  });
});
