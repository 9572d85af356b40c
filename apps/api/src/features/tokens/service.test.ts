import { Neo4jError } from 'neo4j-driver';
import { describe, expect, it } from 'vitest';
import { createGraphAvailability } from '../../db/availability.js';
import { tokenHash } from '../../http/access.js';
import { problemFor } from '../../http/error-handler.js';
import { UnavailableError } from '../../http/errors.js';
import type { StoredToken, TokenRepository } from './repository.js';
import { createTokenService, TOKEN_CACHE_MS, TOKEN_OUTAGE_GRACE_MS } from './service.js';

const COLLECTOR = 'tm_collector-token-of-the-test-0123456789';

/** A token store that can be taken away: while `down`, every lookup fails as the driver does. */
function fakeRepository() {
  const tokens = new Map<string, StoredToken>([
    [
      tokenHash(COLLECTOR),
      {
        id: 'tok-collector',
        name: 'telegraf',
        role: 'collector',
        carrierId: null,
        hash: tokenHash(COLLECTOR),
        createdBy: 'test',
        createdAt: '2026-11-25T00:00:00.000Z',
        expiresAt: null,
        revokedAt: null,
      },
    ],
  ]);
  const state = { down: false, lookups: 0 };
  const repository: Pick<TokenRepository, 'byHash'> = {
    byHash(hash) {
      state.lookups += 1;
      if (state.down) {
        return Promise.reject(new Neo4jError('connection refused', 'ServiceUnavailable', '', ''));
      }
      return Promise.resolve(tokens.get(hash));
    },
  };
  const revoke = () => {
    const token = tokens.get(tokenHash(COLLECTOR));
    if (token !== undefined) token.revokedAt = '2026-11-25T01:00:00.000Z';
  };
  return { repository: repository as TokenRepository, state, revoke };
}

function setUp() {
  const clock = { ms: Date.UTC(2026, 10, 25, 12) };
  const now = () => clock.ms;
  const fake = fakeRepository();
  const availability = createGraphAvailability({ now, retryAfterMs: 60_000 });
  const tokens = createTokenService(fake.repository, now, { availability });
  return { clock, fake, availability, tokens };
}

describe('TokenService.verify while Neo4j is down', () => {
  it('verify keeps a token verified before valid while the graph is down, without asking it again and again', async () => {
    const { clock, fake, availability, tokens } = setUp();
    expect((await tokens.verify(COLLECTOR))?.role).toBe('collector');
    fake.state.down = true;
    clock.ms += TOKEN_CACHE_MS + 1;

    // The first lookup finds the graph down and answers from the earlier verification.
    expect((await tokens.verify(COLLECTOR))?.tokenId).toBe('tok-collector');
    expect(availability.down).toBe(true);
    const lookups = fake.state.lookups;
    // The next ones do not wait on the graph at all.
    for (let i = 0; i < 5; i += 1) {
      clock.ms += 1_000;
      expect((await tokens.verify(COLLECTOR))?.tokenId).toBe('tok-collector');
    }
    expect(fake.state.lookups).toBe(lookups);
  });

  it('verify answers a never-seen token with 503 (not 401) at once while the graph is known down', async () => {
    const { fake, availability, tokens } = setUp();
    fake.state.down = true;
    availability.markDown('health ping failed');
    await expect(tokens.verify('tm_never-seen-token-000000000000000000')).rejects.toThrow(
      UnavailableError,
    );
    expect(fake.state.lookups).toBe(0);
  });

  it('verify stops trusting the cached token once the outage outlasts the grace time', async () => {
    const { clock, fake, tokens } = setUp();
    await tokens.verify(COLLECTOR);
    fake.state.down = true;
    clock.ms += TOKEN_OUTAGE_GRACE_MS + 1;
    const refused: unknown = await tokens.verify(COLLECTOR).catch((error: unknown) => error);
    expect(problemFor(refused).status).toBe(503);
  });

  it('verify refuses a token revoked during the outage as soon as the graph answers again', async () => {
    const { clock, fake, availability, tokens } = setUp();
    await tokens.verify(COLLECTOR);
    fake.state.down = true;
    clock.ms += TOKEN_CACHE_MS + 1;
    expect(await tokens.verify(COLLECTOR)).toBeDefined();
    fake.revoke();
    fake.state.down = false;
    // The health ping (or a probe after the retry time) finds the graph back.
    availability.markUp();
    expect(await tokens.verify(COLLECTOR)).toBeUndefined();
  });

  it('verify probes the graph again after the retry time and recovers by itself', async () => {
    const { clock, fake, availability, tokens } = setUp();
    await tokens.verify(COLLECTOR);
    fake.state.down = true;
    clock.ms += TOKEN_CACHE_MS + 1;
    await tokens.verify(COLLECTOR);
    fake.state.down = false;
    clock.ms += 60_000;
    expect(await tokens.verify(COLLECTOR)).toBeDefined();
    expect(availability.down).toBe(false);
  });
});

describe('TokenService.issueEphemeral', () => {
  it('issueEphemeral gives a viewer token that works until revoked or expired, never stored in the graph', async () => {
    const { clock, fake, tokens } = setUp();
    const first = tokens.issueEphemeral({ name: 'print', role: 'viewer', ttlMs: 120_000 });
    expect(first.token).toMatch(/^tm_/);
    expect(await tokens.verify(first.token)).toMatchObject({ role: 'viewer', carrierId: null });
    expect(fake.state.lookups).toBe(0);
    first.revoke();
    expect(await tokens.verify(first.token)).toBeUndefined();

    const second = tokens.issueEphemeral({ name: 'print', role: 'viewer', ttlMs: 120_000 });
    clock.ms += 120_001;
    expect(await tokens.verify(second.token)).toBeUndefined();
  });
});
