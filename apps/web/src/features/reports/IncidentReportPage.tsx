import type { IncidentReport, LinkSeries } from '@tiermap/domain';
import { useEffect, useMemo, useRef } from 'react';
import { formatBps } from '../../app/format.js';
import { DIRECTION_COLOURS, drawLinkChart, linkChartModel } from '../../viz/link-chart.js';
import { incidentDetail, suspectOnMap } from '../incidents/incidents-model.js';
import { incidentHighlight } from '../map/highlights.js';
import { mapViewModel } from '../map/view-model.js';
import { mapTimeNote } from './health-summary.js';
import { PrintMap } from './PrintMap.js';
import { pathSections, reportTime, timesView } from './report-model.js';
import { IncidentBody } from './IncidentSections.js';
import { PathsSection, ReportTimes } from './ReportSections.js';

const CHART = { width: 700, height: 200 };

function KeyLinkChart({ series, name }: { series: LinkSeries; name: string }) {
  const svgRef = useRef<SVGSVGElement>(null);
  useEffect(() => {
    if (svgRef.current !== null) drawLinkChart(svgRef.current, linkChartModel(series), CHART);
  }, [series]);
  return (
    <figure className="report-chart">
      <figcaption>
        {name} · {formatBps(series.capacityBps)} · {reportTime(series.fromMs)} to{' '}
        {reportTime(series.toMs)} · <span style={{ color: DIRECTION_COLOURS.AtoZ }}>A to Z</span>,{' '}
        <span style={{ color: DIRECTION_COLOURS.ZtoA }}>Z to A</span>; errors and discards below
      </figcaption>
      <svg ref={svgRef} className="link-chart" role="img" aria-label={`Load of ${name}`} />
    </figure>
  );
}

/** One incident: facts, affected paths, suspects with explanations, timeline, key-link charts. */
export function IncidentReportPage({
  report,
  onDrawn,
}: {
  report: IncidentReport;
  onDrawn: () => void;
}) {
  const { incident, topology, times } = report;
  const at = times.generatedAtMs;
  const detail = useMemo(() => incidentDetail(incident, topology, at), [incident, topology, at]);
  const highlight = useMemo(() => {
    const model = mapViewModel(topology);
    const suspects = incident.suspects.map(suspectOnMap);
    return incidentHighlight(topology, model, incident.sites, suspects);
  }, [topology, incident]);
  const linkNames = new Map(topology.links.map((l) => [l.id, l.name]));

  return (
    <>
      <section className="report-title-page incident">
        <p className="report-kicker">tiermap incident report</p>
        <h1>{incident.title}</h1>
        <p className="report-summary">
          {incident.status === 'open' ? 'Open' : 'Resolved'} · opened{' '}
          {reportTime(incident.openedAtMs)}
          {incident.resolvedAtMs !== null && ` · resolved ${reportTime(incident.resolvedAtMs)}`} ·
          sites {incident.sites.join(', ')}
        </p>
        <ReportTimes times={timesView(times)} />
        <PrintMap
          topology={topology}
          live={report.live}
          atMs={at}
          focusNodeIds={[...highlight.nodeIds]}
          highlight={highlight}
          label="Map of the incident's paths and suspects"
          timeNote={mapTimeNote(at, incident)}
          onDrawn={onDrawn}
        />
      </section>
      <section className="report-section" aria-label="Incident">
        <h2>What happened</h2>
        <IncidentBody detail={detail} />
      </section>
      <section className="report-section" aria-label="Key links">
        <h2>Key links over the incident</h2>
        {report.keyLinks.length === 0 ? (
          <p>No link among the suspects has recorded samples.</p>
        ) : (
          report.keyLinks.map((series) => (
            <KeyLinkChart
              key={series.linkId}
              series={series}
              name={linkNames.get(series.linkId) ?? series.linkId}
            />
          ))
        )}
      </section>
      <PathsSection sections={pathSections(report.paths, topology)} />
    </>
  );
}
