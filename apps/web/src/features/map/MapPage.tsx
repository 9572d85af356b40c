import type { TopologyResponse } from '@tiermap/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { queries } from '../../api/queries.js';
import type { UrlState, WhatIfState } from '../../app/url-state.js';
import { IncidentPanel } from '../incident/IncidentPanel.js';
import { LinkDetailPanel } from '../link-detail/LinkDetailPanel.js';
import { RouterPanel } from '../router/RouterPanel.js';
import { SitePathPanel } from '../site/SitePathPanel.js';
import { toggledEquipment } from '../what-if/what-if-model.js';
import { useWhatIf } from '../what-if/useWhatIf.js';
import { WhatIfPanel } from '../what-if/WhatIfPanel.js';
import {
  elementHighlight,
  incidentHighlight,
  openSuspectIds,
  siteHighlight,
} from './highlights.js';
import type { MapFilter } from '../search/map-filter.js';
import { MapTools } from '../search/MapTools.js';
import type { SearchEntry } from '../search/search-index.js';
import { zoomTargetNodeIds } from '../search/zoom-target.js';
import { Legend } from './Legend.js';
import { maintenanceLinkIds } from './maintenance.js';
import { NO_HIGHLIGHT, type MapHighlight, type MapTarget } from './map-selection.js';
import { LiveMapView } from './MapView.js';
import { useMinute } from './useLive.js';
import { SitePanel } from './SitePanel.js';
import type { MapViewModel } from './view-model.js';

const NO_SITES: readonly string[] = [];
const NO_LINKS: ReadonlySet<string> = new Set();

/**
 * The map page: the map, and beside it the panel of whatever is selected (a site's path, a
 * link, a router, an incident) or, with nothing selected, the sites and the legend. It reads no
 * live link state: the map and the panels that show live states read them from the live store
 * themselves, so a delta re-renders them and not this page, the sites list or the legend.
 */
export function MapPage({
  topology,
  model,
  url,
  navigate,
}: {
  topology: TopologyResponse;
  model: MapViewModel;
  url: UrlState;
  navigate: (next: Partial<UrlState>) => void;
}) {
  const selection = url.selection;
  // The incident panel's shared-equipment query, read here too to highlight what it ranks.
  const incidentSites = selection.kind === 'incident' ? selection.siteIds : NO_SITES;
  const shared = useQuery({
    ...queries.shared(incidentSites),
    enabled: incidentSites.length >= 2,
  }).data;
  const select = useCallback(
    (target: MapTarget | undefined) =>
      navigate({
        page: 'map',
        selection: target === undefined ? { kind: 'none' } : { kind: target.kind, id: target.id },
      }),
    [navigate],
  );
  const selectSite = useCallback((id: string) => select({ kind: 'site', id }), [select]);
  const selectLink = useCallback((id: string) => select({ kind: 'link', id }), [select]);
  const selectRouter = useCallback(
    (id: string) => {
      // A site's own border router is drawn as the site: show the router's panel all the same.
      select({ kind: 'router', id });
    },
    [select],
  );
  const close = useCallback(() => select(undefined), [select]);

  // What-if mode (`?whatif=`): the what-if's panel and drawing stand in for the selection's.
  const whatIfState = url.whatIf;
  const whatIf = useWhatIf(topology, model, whatIfState);
  const whatIfView = whatIf.view.state === 'ready' ? whatIf.view.value : undefined;
  const setWhatIf = useCallback(
    (next: WhatIfState | undefined) => navigate({ whatIf: next, selection: { kind: 'none' } }),
    [navigate],
  );
  // Starting from a selected router or link fails it straight away.
  const startWhatIf = () =>
    setWhatIf({
      equipmentIds: selection.kind === 'router' || selection.kind === 'link' ? [selection.id] : [],
    });

  // Esc closes the open panel, wherever the focus is (a field of a panel keeps its own Esc).
  const open = selection.kind !== 'none';
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const target = event.target;
      if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) return;
      // An open menu or dialog closes first, by its own Esc.
      if (target instanceof Element && target.closest('[role="menu"], dialog') !== null) return;
      close();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, close]);

  // Open incidents: their likely causes banded red on the map whatever is selected; the sites
  // filled by the worst status of their paths.
  const openIncidents = useQuery(queries.openIncidents()).data;
  const suspectIds = useMemo(
    () => openSuspectIds(topology, model, openIncidents?.incidents ?? []),
    [topology, model, openIncidents],
  );
  const health = useQuery(queries.pathHealth()).data;
  const siteStatus = useMemo(
    () => new Map((health?.sites ?? []).map((s) => [s.siteId, s.status])),
    [health],
  );

  // Search and filters (features/search): a result is selected as a click would select it.
  const filter: MapFilter = useMemo(
    () => ({ problemsOnly: url.problemsOnly === true, overPercent: url.overPercent }),
    [url.problemsOnly, url.overPercent],
  );
  const onFilter = useCallback(
    (next: MapFilter) =>
      navigate({ problemsOnly: next.problemsOnly || undefined, overPercent: next.overPercent }),
    [navigate],
  );
  const onPick = useCallback(
    (entry: SearchEntry) => {
      if (entry.kind === 'carrier') navigate({ page: 'carriers', carrierId: entry.id });
      else select({ kind: entry.kind, id: entry.id });
    },
    [navigate, select],
  );
  const zoomTo = useMemo(() => zoomTargetNodeIds(model, selection), [model, selection]);

  const selected: MapHighlight = useMemo(() => {
    switch (selection.kind) {
      case 'site':
        return siteHighlight(topology, model, selection.id);
      case 'link':
        return elementHighlight(selection.id);
      case 'router':
        return elementHighlight(model.nodeOfRouter.get(selection.id) ?? selection.id);
      case 'incident':
        return incidentHighlight(topology, model, selection.siteIds, shared?.shared ?? []);
      default:
        return NO_HIGHLIGHT;
    }
  }, [selection, topology, model, shared]);
  const selectionHighlight: MapHighlight = useMemo(
    () => (suspectIds.size === 0 ? selected : { ...selected, suspectIds }),
    [selected, suspectIds],
  );
  const highlight =
    whatIfState === undefined ? selectionHighlight : (whatIfView?.highlight ?? NO_HIGHLIGHT);

  // Re-judged at each minute (its own clock), so a window that opens lights up by itself.
  const minuteMs = useMinute();
  const openMaintenance = useMemo(
    () => maintenanceLinkIds(topology, minuteMs),
    [topology, minuteMs],
  );
  // In what-if mode the failed links are drawn out of service, as maintenance is.
  const maintenance =
    whatIfState === undefined ? openMaintenance : (whatIfView?.failedLinkIds ?? NO_LINKS);

  const onMapSelect = useCallback(
    (target: MapTarget | undefined) => {
      if (whatIfState !== undefined) {
        // In what-if mode a click on a router or a link fails it (or puts it back).
        if (target !== undefined && target.kind !== 'site') {
          setWhatIf(toggledEquipment(whatIfState, target.id));
        }
        return;
      }
      if (selection.kind === 'incident' && target?.kind === 'site') {
        // In the incident view a click on a site adds it to (or takes it from) the incident.
        const ids = selection.siteIds.includes(target.id)
          ? selection.siteIds.filter((s) => s !== target.id)
          : [...selection.siteIds, target.id].sort();
        navigate({ selection: { kind: 'incident', siteIds: ids } });
        return;
      }
      select(target);
    },
    [navigate, select, selection, whatIfState, setWhatIf],
  );

  return (
    <main className="layout">
      <LiveMapView
        model={model}
        scale={url.scale}
        mode={url.mode}
        highlight={highlight}
        maintenanceLinkIds={maintenance}
        siteStatus={siteStatus}
        onSelect={onMapSelect}
        filter={filter}
        suspectIds={suspectIds}
        zoomTo={zoomTo}
      />
      <div className="side">
        <MapTools topology={topology} filter={filter} onFilter={onFilter} onPick={onPick} />
        {whatIfState === undefined ? (
          <div className="map-toolbar">
            <button type="button" onClick={startWhatIf}>
              What if…
            </button>
          </div>
        ) : (
          <WhatIfPanel
            topology={topology}
            state={whatIfState}
            run={whatIf}
            onChange={setWhatIf}
            onLeave={() => setWhatIf(undefined)}
          />
        )}
        {whatIfState === undefined && selection.kind === 'site' && (
          <SitePathPanel
            key={selection.id}
            siteId={selection.id}
            onSelectLink={selectLink}
            onSelectRouter={selectRouter}
            onClose={close}
          />
        )}
        {whatIfState === undefined && selection.kind === 'link' && (
          <LinkDetailPanel
            key={selection.id}
            linkId={selection.id}
            topology={topology}
            onSelectLink={selectLink}
            onSelectSite={selectSite}
            onSelectRouter={selectRouter}
            onClose={close}
          />
        )}
        {whatIfState === undefined && selection.kind === 'router' && (
          <RouterPanel
            key={selection.id}
            routerId={selection.id}
            topology={topology}
            onSelectLink={selectLink}
            onSelectSite={selectSite}
            onClose={close}
          />
        )}
        {whatIfState === undefined && selection.kind === 'incident' && (
          <IncidentPanel
            topology={topology}
            siteIds={selection.siteIds}
            onSites={(siteIds) => navigate({ selection: { kind: 'incident', siteIds } })}
            onSelectLink={selectLink}
            onSelectRouter={selectRouter}
            onClose={close}
          />
        )}
        {whatIfState === undefined && selection.kind === 'none' && (
          <SitePanel topology={topology} onSelectSite={selectSite} />
        )}
        <Legend scale={url.scale} onScale={(scale) => navigate({ scale })} />
      </div>
    </main>
  );
}
