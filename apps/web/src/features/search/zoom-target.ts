import type { Selection } from '../../app/url-state.js';
import type { MapViewModel } from '../map/view-model.js';

/**
 * The map nodes to bring into view when `selection` becomes selected: a site's marker, the
 * marker a router is drawn as (its site's, for a border router), or a link's two ends; none for
 * nothing, an incident (its own view frames it) or an id the model does not hold.
 */
export function zoomTargetNodeIds(model: MapViewModel, selection: Selection): string[] {
  switch (selection.kind) {
    case 'site':
      return model.sites.some((s) => s.id === selection.id) ? [selection.id] : [];
    case 'router': {
      const node = model.nodeOfRouter.get(selection.id);
      return node === undefined ? [] : [node];
    }
    case 'link': {
      const link = model.links.find((l) => l.id === selection.id);
      return link === undefined ? [] : [link.aNodeId, link.zNodeId];
    }
    default:
      return [];
  }
}
