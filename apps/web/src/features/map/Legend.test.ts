import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  PATH_STATUS_FILL,
  PATH_STATUS_LEGEND,
  SUSPECT_STYLE,
  THEME_STYLES,
} from '../../viz/map-style.js';
import { UTILIZATION_BANDS } from '../../viz/scales.js';
import { Legend } from './Legend.js';

// Legend uses no hooks, so calling it returns the elements React would render (the lint rules
// keep `react` itself out of test files).

/** The legend's entries as (swatch markup, text) pairs. */
function entries(markup: string): { swatch: string; text: string }[] {
  return [...markup.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map((m) => {
    const inner = m[1] ?? '';
    return { swatch: inner, text: inner.replace(/<svg.*<\/svg>/, '').replace(/<[^>]+>/g, '') };
  });
}

describe('Legend', () => {
  it('names every path-status fill of the site markers, in the colour the map fills them', () => {
    const listed = entries(renderToStaticMarkup(Legend({ scale: 'utilization' })));
    for (const { status, label } of PATH_STATUS_LEGEND) {
      const entry = listed.find((e) => e.text === label);
      expect(entry, status).toBeDefined();
      expect(entry?.swatch).toContain(`fill="${PATH_STATUS_FILL[status]}"`);
    }
    expect(new Set(PATH_STATUS_LEGEND.map((s) => s.status))).toEqual(
      new Set(Object.keys(PATH_STATUS_FILL)),
    );
  });

  it('names the suspect band of open incidents in its own red', () => {
    const listed = entries(renderToStaticMarkup(Legend({ scale: 'utilization' })));
    const entry = listed.find((e) => e.text === SUSPECT_STYLE.label);
    expect(entry?.swatch).toContain(`stroke="${SUSPECT_STYLE.stroke}"`);
  });

  it('on paper draws the load swatches over the print theme’s casing, as the printed map does', () => {
    const casing = THEME_STYLES.print.casing;
    const markup = renderToStaticMarkup(Legend({ scale: 'utilization', casing }));
    const top = entries(markup).find((e) => e.text === UTILIZATION_BANDS[5]?.label);
    expect(top?.swatch).toContain(`stroke="${casing?.stroke ?? ''}"`);
    const onScreen = entries(renderToStaticMarkup(Legend({ scale: 'utilization' })));
    expect(onScreen.find((e) => e.text === UTILIZATION_BANDS[5]?.label)?.swatch).not.toContain(
      `stroke="${casing?.stroke ?? ''}"`,
    );
  });
});
