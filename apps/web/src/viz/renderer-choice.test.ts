import { describe, expect, it } from 'vitest';
import { CANVAS_ABOVE_LINKS, chooseRenderer } from './renderer-choice.js';

describe('renderer choice', () => {
  it('chooseRenderer picks SVG for the demo and canvas above the link threshold', () => {
    expect(chooseRenderer('auto', '', 60)).toBe('svg');
    expect(chooseRenderer('auto', '', CANVAS_ABOVE_LINKS)).toBe('svg');
    expect(chooseRenderer('auto', '', CANVAS_ABOVE_LINKS + 1)).toBe('canvas');
  });

  it('chooseRenderer lets a request force either renderer', () => {
    expect(chooseRenderer('canvas', '', 60)).toBe('canvas');
    expect(chooseRenderer('svg', '', 10_000)).toBe('svg');
  });

  it('chooseRenderer lets the URL query win and ignores an unknown value', () => {
    expect(chooseRenderer('svg', '?renderer=canvas', 60)).toBe('canvas');
    expect(chooseRenderer('auto', '?site=FZK&renderer=svg', 10_000)).toBe('svg');
    expect(chooseRenderer('auto', '?renderer=webgl', 10_000)).toBe('canvas');
  });
});
