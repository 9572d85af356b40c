import type { TopologyResponse } from '@tiermap/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { queries } from '../../api/queries.js';
import { fetchedOf, type Fetched } from '../../app/fetched.js';
import type { WhatIfState } from '../../app/url-state.js';
import type { MapViewModel } from '../map/view-model.js';
import { whatIfFailIds, whatIfView, type WhatIfView } from './what-if-model.js';

const NOTHING: readonly string[] = [];

export interface WhatIfRun {
  /** What the what-if fails: the equipment chosen and the windows' equipment. */
  failIds: readonly string[];
  /** The API's answer as the panel and the map show it, once there is one. */
  view: Fetched<WhatIfView>;
}

/**
 * Runs the what-if the URL describes (`POST /api/analysis/what-if`, asked again as the live
 * load moves) over the announced maintenance windows; nothing is asked when nothing is chosen.
 */
export function useWhatIf(
  topology: TopologyResponse,
  model: MapViewModel,
  state: WhatIfState | undefined,
): WhatIfRun {
  const failIds = useMemo(
    () => (state === undefined ? NOTHING : whatIfFailIds(state, topology.maintenances)),
    [state, topology.maintenances],
  );
  const enabled = failIds.length > 0;
  const answer = fetchedOf(useQuery({ ...queries.whatIf(failIds), enabled }), enabled);
  const data = answer.state === 'ready' ? answer.value : undefined;
  const view = useMemo(
    () => (data === undefined ? undefined : whatIfView(topology, model, data)),
    [data, topology, model],
  );
  return {
    failIds,
    view:
      view === undefined || answer.state !== 'ready'
        ? (answer as Fetched<never>)
        : { state: 'ready', value: view },
  };
}
