/** What a click on the map picked: a site marker, a carrier router, or a link. */
export interface MapTarget {
  kind: 'site' | 'router' | 'link';
  id: string;
}

/**
 * What the map emphasises on top of the live overlay: a selected site's path, a selected link
 * or router, or an incident's shared equipment. With `dimOthers`, everything not named is
 * drawn faded so the named parts stand out from across a room.
 */
export interface MapHighlight {
  /** Link ids drawn emphasised. */
  linkIds: ReadonlySet<string>;
  /** Node ids (site ids or carrier router ids, as in the view model) drawn emphasised. */
  nodeIds: ReadonlySet<string>;
  /** Rank numbers to draw beside emphasised links or nodes (incident suspects), by id. */
  ranks: ReadonlyMap<string, number>;
  /** The one thing the user clicked, drawn with a selection ring. */
  selectedId: string | undefined;
  dimOthers: boolean;
  /** Links and nodes that are suspects of an open incident, banded red whatever is selected. */
  suspectIds?: ReadonlySet<string>;
}

export const NO_HIGHLIGHT: MapHighlight = {
  linkIds: new Set(),
  nodeIds: new Set(),
  ranks: new Map(),
  selectedId: undefined,
  dimOthers: false,
};
