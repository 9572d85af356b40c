import type { TopologyResponse } from '@tiermap/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { queries } from '../../api/queries.js';
import type { UrlState } from '../../app/url-state.js';
import { IncidentPanel } from '../incident/IncidentPanel.js';
import { LinkDetailPanel } from '../link-detail/LinkDetailPanel.js';
import { RouterPanel } from '../router/RouterPanel.js';
import { SitePathPanel } from '../site/SitePathPanel.js';
import { suspectLinkIds, type MapFilter } from '../search/map-filter.js';
import { MapTools } from '../search/MapTools.js';
import type { SearchEntry } from '../search/search-index.js';
import { zoomTargetNodeIds } from '../search/zoom-target.js';
import { elementHighlight, incidentHighlight, siteHighlight } from './highlights.js';
import { Legend } from './Legend.js';
import { maintenanceLinkIds } from './maintenance.js';
import { NO_HIGHLIGHT, type MapHighlight, type MapTarget } from './map-selection.js';
import { LiveMapView } from './MapView.js';
import { useMinute } from './useLive.js';
import { SitePanel } from './SitePanel.js';
import type { MapViewModel } from './view-model.js';

const NO_SITES: readonly string[] = [];

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
  const openIncidents = useQuery({ ...queries.openIncidents(), enabled: filter.problemsOnly }).data;
  const suspects = useMemo(
    () => suspectLinkIds(openIncidents?.incidents ?? [], model.links),
    [openIncidents, model.links],
  );
  const zoomTo = useMemo(() => zoomTargetNodeIds(model, selection), [model, selection]);

  const highlight: MapHighlight = useMemo(() => {
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

  // Re-judged at each minute (its own clock), so a window that opens lights up by itself.
  const minuteMs = useMinute();
  const maintenance = useMemo(() => maintenanceLinkIds(topology, minuteMs), [topology, minuteMs]);

  const onMapSelect = useCallback(
    (target: MapTarget | undefined) => {
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
    [navigate, select, selection],
  );

  return (
    <main className="layout">
      <LiveMapView
        model={model}
        scale={url.scale}
        mode={url.mode}
        highlight={highlight}
        maintenanceLinkIds={maintenance}
        onSelect={onMapSelect}
        filter={filter}
        suspectLinkIds={suspects}
        zoomTo={zoomTo}
      />
      <div className="side">
        <MapTools topology={topology} filter={filter} onFilter={onFilter} onPick={onPick} />
        {selection.kind === 'site' && (
          <SitePathPanel
            key={selection.id}
            siteId={selection.id}
            onSelectLink={selectLink}
            onSelectRouter={selectRouter}
            onClose={close}
          />
        )}
        {selection.kind === 'link' && (
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
        {selection.kind === 'router' && (
          <RouterPanel
            key={selection.id}
            routerId={selection.id}
            topology={topology}
            onSelectLink={selectLink}
            onSelectSite={selectSite}
            onClose={close}
          />
        )}
        {selection.kind === 'incident' && (
          <IncidentPanel
            topology={topology}
            siteIds={selection.siteIds}
            onSites={(siteIds) => navigate({ selection: { kind: 'incident', siteIds } })}
            onSelectLink={selectLink}
            onSelectRouter={selectRouter}
            onClose={close}
          />
        )}
        {selection.kind === 'none' && <SitePanel topology={topology} onSelectSite={selectSite} />}
        <Legend scale={url.scale} onScale={(scale) => navigate({ scale })} />
      </div>
    </main>
  );
}
