import { describe, expect, it } from 'vitest';
import { EXIT, exitCodeForStatus } from './exit-codes.js';

describe('exitCodeForStatus', () => {
  it.each([
    [400, EXIT.problems],
    [422, EXIT.problems],
    [401, EXIT.notAllowed],
    [403, EXIT.notAllowed],
    [404, EXIT.refused],
    [409, EXIT.refused],
    [413, EXIT.refused],
    [415, EXIT.refused],
    [429, EXIT.refused],
    [500, EXIT.unavailable],
    [502, EXIT.unavailable],
    [503, EXIT.unavailable],
  ])('exitCodeForStatus maps %i to %i', (status, code) => {
    expect(exitCodeForStatus(status)).toBe(code);
  });

  it('the exit codes are the documented 0 to 5', () => {
    expect(EXIT).toEqual({
      ok: 0,
      problems: 1,
      usage: 2,
      notAllowed: 3,
      refused: 4,
      unavailable: 5,
    });
  });
});
