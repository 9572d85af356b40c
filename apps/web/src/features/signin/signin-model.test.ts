import { describe, expect, it } from 'vitest';
import { whoamiOf } from '../../test-support/whoami-fixture.js';
import { abilities, normaliseToken, signInFailure } from './signin-model.js';

describe('sign-in model', () => {
  it('normaliseToken strips white space, quotes and a pasted Authorization header', () => {
    expect(normaliseToken('  tm_abc123\n')).toBe('tm_abc123');
    expect(normaliseToken('Authorization: Bearer tm_abc123')).toBe('tm_abc123');
    expect(normaliseToken('bearer "tm_abc123"')).toBe('tm_abc123');
    expect(normaliseToken("'tm_abc123'")).toBe('tm_abc123');
    expect(normaliseToken('   ')).toBe('');
  });

  it('abilities lists what a carrier token may do, held to its own carrier', () => {
    const list = abilities(whoamiOf('carrier', 'geant'));
    expect(list.filter((a) => a.allowed).map((a) => a.label)).toEqual([
      'read the map, incidents, maintenance and carriers',
      'announce and withdraw maintenance windows (geant only)',
      'upload, apply and restore carrier equipment (geant only)',
    ]);
  });

  it('abilities gives a viewer reading only and an admin everything', () => {
    expect(abilities(whoamiOf('viewer')).filter((a) => a.allowed)).toHaveLength(1);
    expect(abilities(whoamiOf('admin')).every((a) => a.allowed)).toBe(true);
  });

  it('signInFailure tells a refused token from an unreachable server', () => {
    expect(signInFailure(401, 'the token is unknown')).toMatch(/^The server does not accept/);
    expect(signInFailure(undefined, 'Failed to fetch')).toBe(
      'Could not reach the server to check the token: Failed to fetch.',
    );
    expect(signInFailure(503, 'Neo4j is not reachable')).toBe(
      'The server could not check the token (503): Neo4j is not reachable.',
    );
  });
});
