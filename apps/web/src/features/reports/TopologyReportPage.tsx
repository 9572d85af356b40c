import type { TopologyReport } from '@tiermap/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { THEME_STYLES } from '../../viz/map-style.js';
import { Legend } from '../map/Legend.js';
import { healthSummary, mapTimeNote } from './health-summary.js';
import { PrintMap } from './PrintMap.js';
import {
  maintenanceRows,
  oversubscribedRows,
  pathSections,
  reportGlance,
  sharedMatrix,
  timesView,
  trunkRows,
} from './report-model.js';
import { IncidentsSection } from './IncidentSections.js';
import {
  MaintenanceSection,
  OversubscriptionSection,
  PathsSection,
  ReportTimes,
  SharedSection,
  TcpSection,
  TrunksSection,
} from './ReportSections.js';

const CONTENTS = [
  'Health summary (page 1)',
  'At a glance, for engineers',
  'Maps: topology and live load when the report was made',
  'Equipment shared by Tier1 paths',
  'Oversubscribed blades and backplanes',
  'Paths, hop by hop',
  'Trunks and their warnings',
  'Maintenance windows',
  'TCP per site',
  'Open incidents',
];

/**
 * The topology report: page 1 is the health summary a manager reads (open incidents, worst
 * paths, maintenance, capacity risks, one sentence each, with the time of the data); the
 * engineer's appendix follows: at a glance, the maps with their time and legend, what the Tier1
 * sites share, oversubscription, every path hop by hop, trunks, maintenance, TCP and the open
 * incidents. `onDrawn` fires once the maps are drawn: the PDF is printed then.
 */
export function TopologyReportPage({
  report,
  onDrawn,
}: {
  report: TopologyReport;
  onDrawn: () => void;
}) {
  const { topology, times } = report;
  const at = times.generatedAtMs;
  const view = useMemo(
    () => ({
      times: timesView(times),
      paths: pathSections(report.paths, topology),
      shared: sharedMatrix(report.shared, topology),
      oversubscription: oversubscribedRows(report.oversubscription, topology),
      trunks: trunkRows(report.trunks, topology),
      maintenance: maintenanceRows(topology.maintenances, topology, at),
    }),
    [report, topology, times, at],
  );
  const summary = useMemo(
    () =>
      healthSummary({
        generatedAtMs: at,
        topology,
        live: report.live,
        incidents: report.incidents,
        health: report.health,
        oversubscribed: view.oversubscription.rows,
      }),
    [at, topology, report, view],
  );
  const tier1 = topology.sites.filter((s) => s.tier === 1).length;
  // Two maps (world and Europe); the page is ready when both are drawn.
  const [mapsDrawn, setMapsDrawn] = useState(0);
  const mapDrawn = useCallback(() => setMapsDrawn((n) => n + 1), []);
  useEffect(() => {
    if (mapsDrawn >= 2) onDrawn();
  }, [mapsDrawn, onDrawn]);

  return (
    <>
      <section className="report-title-page report-health" aria-label="Health summary">
        <p className="report-kicker">tiermap topology report</p>
        <h1>Health of the paths from CERN to the Tier1 sites</h1>
        <ReportTimes times={view.times} />
        <h2>Health summary</h2>
        {summary.map((part) => (
          <div key={part.title} data-testid="health-part">
            <h3 data-attention={part.attention}>{part.title}</h3>
            <ul>
              {part.sentences.map((sentence) => (
                <li key={sentence}>{sentence}</li>
              ))}
            </ul>
          </div>
        ))}
        <p className="muted">
          The engineer&apos;s appendix follows: the findings at a glance, the maps, the shared
          equipment, every path hop by hop, trunks, maintenance windows, TCP and the incidents in
          detail.
        </p>
      </section>
      <section className="report-appendix-title" aria-label="Engineer's appendix">
        <p className="report-kicker">engineer&apos;s appendix</p>
        <h1>Paths from CERN to the Tier1 sites</h1>
        <p className="report-summary">
          {tier1} Tier1 sites · {topology.carriers.length} carriers · {topology.routers.length}{' '}
          routers · {topology.links.length} links · {topology.paths.length} paths ·{' '}
          {view.shared.rows.length} pieces of shared equipment · {view.oversubscription.rows.length}{' '}
          oversubscribed · {report.incidents.length} open incidents
        </p>
        <h2>At a glance</h2>
        <ul className="report-glance">
          {reportGlance(view, report.incidents).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <h2>Contents</h2>
        <ol className="report-contents">
          {CONTENTS.map((title) => (
            <li key={title}>{title}</li>
          ))}
        </ol>
      </section>
      <section className="report-section report-map-page" aria-label="Map">
        <h2>Maps: topology and live load when the report was made</h2>
        <PrintMap
          topology={topology}
          live={report.live}
          atMs={at}
          label="Map of the paths from CERN to the Tier1 sites"
          timeNote={`World. ${mapTimeNote(at)}`}
          onDrawn={mapDrawn}
        />
        <PrintMap
          topology={topology}
          live={report.live}
          atMs={at}
          region="europe"
          label="Map of Europe"
          timeNote={`Europe. ${mapTimeNote(at)}`}
          onDrawn={mapDrawn}
        />
        <Legend scale="utilization" casing={THEME_STYLES.print.casing} />
      </section>
      <SharedSection matrix={view.shared} />
      <OversubscriptionSection {...view.oversubscription} />
      <PathsSection sections={view.paths} />
      <TrunksSection rows={view.trunks} />
      <MaintenanceSection rows={view.maintenance} />
      <TcpSection table={report.tcp} topology={topology} />
      <IncidentsSection incidents={report.incidents} topology={topology} atMs={at} />
    </>
  );
}
