import type { TcpTable, TopologyResponse } from '@tiermap/domain';
import { tcpTableModel, type TcpDirectionRow } from '../tcp/tcp-model.js';
import type {
  HopRow,
  MaintenanceRow,
  OversubscribedRow,
  PathSection,
  SharedMatrix,
  TimesView,
  TrunkRow,
} from './report-model.js';
import { ReportTable, type Column } from './ReportTable.js';

/** The times every report shows before anything else, with the stale-data warning. */
export function ReportTimes({ times }: { times: TimesView }) {
  return (
    <dl className="report-times">
      <dt>Data read</dt>
      <dd data-testid="report-generated">{times.generated}</dd>
      <dt>Newest live sample</dt>
      <dd>{times.live}</dd>
      {times.warning !== undefined && (
        <dd className="report-warning" role="alert">
          {times.warning}
        </dd>
      )}
    </dl>
  );
}

const HOP_COLUMNS: readonly Column<HopRow>[] = [
  { title: '#', cell: (hop) => hop.hop },
  { title: 'Routers', cell: (hop) => hop.routers },
  { title: 'Via', cell: (hop) => hop.via },
  { title: 'Carrier', cell: (hop) => hop.carriers },
  { title: 'Capacity', numeric: true, cell: (hop) => hop.capacity },
  { title: 'RTT', numeric: true, cell: (hop) => hop.rtt },
];

export function PathsSection({ sections }: { sections: readonly PathSection[] }) {
  return (
    <section className="report-section" aria-label="Paths hop by hop">
      <h2>Paths, hop by hop</h2>
      {sections.map((path) => (
        <article key={path.id} className="report-path">
          <h3>
            {path.title}
            {!path.symmetric && <span className="report-tag">asymmetric</span>}
          </h3>
          {path.directions.map((d) => (
            <ReportTable
              key={d.direction}
              caption={`${d.label} · round trip ${d.rtt}`}
              columns={HOP_COLUMNS}
              rows={d.hops}
            />
          ))}
        </article>
      ))}
    </section>
  );
}

type MatrixRow = SharedMatrix['rows'][number];

export function SharedSection({ matrix }: { matrix: SharedMatrix }) {
  const columns: Column<MatrixRow>[] = [
    {
      title: 'Equipment',
      className: 'matrix-equipment',
      cell: (row) => (
        <>
          {row.name} <span className="muted">({row.kind})</span>
        </>
      ),
    },
    { title: 'Id', className: 'report-id', cell: (row) => row.id },
    { title: 'Carrier', className: 'matrix-carrier', cell: (row) => row.carrier },
    ...matrix.sites.map((site, i) => ({
      title: site,
      className: 'mark',
      cell: (row: MatrixRow) => (row.marks[i] === true ? '●' : ''),
    })),
    { title: 'Sites', numeric: true, cell: (row) => row.count },
  ];
  return (
    <section className="report-section" aria-label="Shared equipment">
      <h2>Equipment shared by Tier1 paths</h2>
      {matrix.rows.length === 0 ? (
        <p>No equipment is on the paths of two or more Tier1 sites.</p>
      ) : (
        <ReportTable
          className="report-matrix"
          testId="shared-matrix"
          columns={columns}
          rows={matrix.rows}
        />
      )}
    </section>
  );
}

const OVERSUBSCRIBED_COLUMNS: readonly Column<OversubscribedRow>[] = [
  { title: 'Equipment', cell: (row) => row.name },
  { title: 'Id', className: 'report-id', cell: (row) => row.id },
  { title: 'Ratio', numeric: true, cell: (row) => row.ratio },
  { title: 'Why', cell: (row) => row.detail },
];

export function OversubscriptionSection({
  rows,
  threshold,
  checked,
}: {
  rows: readonly OversubscribedRow[];
  threshold: string;
  checked: number;
}) {
  return (
    <section className="report-section" aria-label="Oversubscription">
      <h2>Oversubscribed blades and backplanes</h2>
      <p className="muted">
        {rows.length} of {checked} blades and backplanes over {threshold} (port capacity to fabric
        capacity).
      </p>
      {rows.length > 0 && <ReportTable columns={OVERSUBSCRIBED_COLUMNS} rows={rows} />}
    </section>
  );
}

const TRUNK_COLUMNS: readonly Column<TrunkRow>[] = [
  { title: 'Trunk', cell: (row) => row.name },
  { title: 'Carrier', cell: (row) => row.carrier },
  { title: 'Capacity', numeric: true, cell: (row) => row.capacity },
  { title: 'Members', cell: (row) => row.members },
  {
    title: 'Warnings',
    cell: (row) =>
      row.warnings.length === 0
        ? 'none'
        : row.warnings.map((w) => (
            <div key={w.key} className={`report-${w.severity}`}>
              {w.message}
            </div>
          )),
  },
];

export function TrunksSection({ rows }: { rows: readonly TrunkRow[] }) {
  return (
    <section className="report-section" aria-label="Trunks">
      <h2>Trunks and their warnings</h2>
      <ReportTable columns={TRUNK_COLUMNS} rows={rows} />
    </section>
  );
}

const MAINTENANCE_COLUMNS: readonly Column<MaintenanceRow>[] = [
  { title: 'Window', cell: (row) => row.title },
  { title: 'Carrier', cell: (row) => row.carrier },
  { title: 'When', cell: (row) => row.when },
  { title: 'State', cell: (row) => row.state },
  { title: 'Alerts', cell: (row) => row.behaviour },
  { title: 'Equipment', cell: (row) => row.equipment },
];

export function MaintenanceSection({ rows }: { rows: readonly MaintenanceRow[] }) {
  return (
    <section className="report-section" aria-label="Maintenance">
      <h2>Maintenance windows</h2>
      {rows.length === 0 ? (
        <p>No maintenance window is announced.</p>
      ) : (
        <ReportTable columns={MAINTENANCE_COLUMNS} rows={rows} />
      )}
    </section>
  );
}

type TcpRow = TcpDirectionRow & { key: string };

export function TcpSection({ table, topology }: { table: TcpTable; topology: TopologyResponse }) {
  const model = tcpTableModel(table, new Map(topology.sites.map((s) => [s.id, s.name])));
  const rows: TcpRow[] = model.rows.flatMap((row) =>
    row.directions.map((d) => ({ ...d, key: `${row.pathId}-${d.direction}` })),
  );
  const columns: readonly Column<TcpRow>[] = [
    { title: 'Direction', cell: (d) => d.label },
    { title: 'RTT', numeric: true, cell: (d) => d.rtt },
    { title: 'Bottleneck', numeric: true, cell: (d) => d.bottleneck },
    { title: 'BDP', numeric: true, cell: (d) => d.bdp },
    { title: 'Window', numeric: true, cell: (d) => d.recommendedWindow },
    { title: `${model.windowLabel} allows`, numeric: true, cell: (d) => d.windowRate },
    { title: 'Responsiveness', numeric: true, cell: (d) => d.reno },
    { title: 'Diagnosis', cell: (d) => d.diagnosis?.message ?? '' },
  ];
  return (
    <section className="report-section" aria-label="TCP">
      <h2>TCP per site ({model.windowLabel} window)</h2>
      <p className="muted">
        Bandwidth-delay product (BDP) = bottleneck × RTT; the recommended window is 2 × BDP.
        Responsiveness is the time Reno needs to regain full rate after one loss.
      </p>
      <ReportTable testId="tcp-table" columns={columns} rows={rows} />
    </section>
  );
}
