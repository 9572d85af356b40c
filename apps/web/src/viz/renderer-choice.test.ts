import { describe, expect, it } from 'vitest';
import { CANVAS_ABOVE_LINKS, chooseRenderer } from './renderer-choice.js';

describe('renderer choice', () => {
  it('chooseRenderer picks SVG for the demo and canvas above the link threshold', () => {
    expect(chooseRenderer('auto', undefined, 60)).toBe('svg');
    expect(chooseRenderer('auto', undefined, CANVAS_ABOVE_LINKS)).toBe('svg');
    expect(chooseRenderer('auto', undefined, CANVAS_ABOVE_LINKS + 1)).toBe('canvas');
  });

  it('chooseRenderer lets a request force either renderer', () => {
    expect(chooseRenderer('canvas', undefined, 60)).toBe('canvas');
    expect(chooseRenderer('svg', undefined, 10_000)).toBe('svg');
  });

  it('chooseRenderer lets the URL’s renderer win (an unknown one is dropped by the router)', () => {
    expect(chooseRenderer('svg', 'canvas', 60)).toBe('canvas');
    expect(chooseRenderer('auto', 'svg', 10_000)).toBe('svg');
  });
});
