import type { TokenInfo } from '@tiermap/domain';
import { describe, expect, it } from 'vitest';
import { newTokenOf, tokenRows } from './tokens-model.js';

function token(id: string, overrides: Partial<TokenInfo> = {}): TokenInfo {
  return {
    id,
    name: id,
    role: 'viewer',
    carrierId: null,
    createdAt: '2026-03-17T10:00:00Z',
    createdBy: 'admin',
    expiresAt: null,
    revokedAt: null,
    ...overrides,
  };
}

const NOW = Date.parse('2026-03-17T12:00:00Z');

describe('tokens model', () => {
  it('tokenRows lists active tokens first, newest first, with a carrier token’s carrier and why others are not active', () => {
    const rows = tokenRows(
      [
        token('tok-old', { createdAt: '2026-03-16T10:00:00Z' }),
        token('tok-gone', { revokedAt: '2026-03-17T11:00:00Z', createdAt: '2026-03-17T11:30:00Z' }),
        token('tok-geant', { role: 'carrier', carrierId: 'geant' }),
        token('tok-late', { expiresAt: '2026-03-17T11:59:59Z' }),
      ],
      NOW,
    );
    expect(rows.map((r) => [r.id, r.role, r.status, r.active])).toEqual([
      ['tok-geant', 'carrier geant', 'active', true],
      ['tok-old', 'viewer', 'active', true],
      ['tok-gone', 'viewer', 'revoked 2026-03-17 11:00:00 UTC', false],
      ['tok-late', 'viewer', 'expired 2026-03-17 11:59:59 UTC', false],
    ]);
    expect(JSON.stringify(rows)).not.toContain('secret');
  });

  it('newTokenOf asks for a name, and for the carrier of a carrier token only', () => {
    expect(newTokenOf({ name: ' ', role: 'viewer', carrierId: '' })).toMatchObject({ ok: false });
    expect(newTokenOf({ name: 'NOC', role: 'carrier', carrierId: '' })).toEqual({
      ok: false,
      reason: 'Choose the carrier this token acts for.',
    });
    expect(newTokenOf({ name: ' NOC ', role: 'carrier', carrierId: 'geant' })).toEqual({
      ok: true,
      token: { name: 'NOC', role: 'carrier', carrierId: 'geant' },
    });
    expect(newTokenOf({ name: 'wall', role: 'viewer', carrierId: 'geant' })).toEqual({
      ok: true,
      token: { name: 'wall', role: 'viewer' },
    });
  });
});
