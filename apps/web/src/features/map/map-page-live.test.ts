import { describe, expectTypeOf, it } from 'vitest';
import type { IncidentPanel } from '../incident/IncidentPanel.js';
import type { LinkDetailPanel } from '../link-detail/LinkDetailPanel.js';
import type { RouterPanel } from '../router/RouterPanel.js';
import type { SitePathPanel } from '../site/SitePathPanel.js';
import type { Legend } from './Legend.js';
import type { LiveMapView } from './MapView.js';
import type { SitePanel } from './SitePanel.js';

/** A function component's props. */
type Props<C extends (props: never) => unknown> = Parameters<C>[0];

/**
 * A typecheck-level guarantee (`tsc` over this file, in `typecheck`): no component the map page
 * draws takes the live link states as a prop, so the map page has none to pass down and need
 * not read the live store; the components that show live states read it themselves
 * (`useLiveSelector(selectLinkStates)`) and only they re-render on a delta. The store's side
 * (a reader of the link states is told on each delta, readers of other parts are not) is in
 * live-store.test.ts.
 */
describe('the map page passes no live link states down', () => {
  it('the map and every side panel read the live states themselves, if they show them', () => {
    expectTypeOf<Props<typeof LiveMapView>>().not.toHaveProperty('live');
    expectTypeOf<Props<typeof SitePathPanel>>().not.toHaveProperty('live');
    expectTypeOf<Props<typeof LinkDetailPanel>>().not.toHaveProperty('live');
    expectTypeOf<Props<typeof RouterPanel>>().not.toHaveProperty('live');
    expectTypeOf<Props<typeof IncidentPanel>>().not.toHaveProperty('live');
    expectTypeOf<Props<typeof SitePanel>>().not.toHaveProperty('live');
    expectTypeOf<Props<typeof Legend>>().not.toHaveProperty('live');
  });
});
