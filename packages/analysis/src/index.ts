export { equipmentCrossings, otherSitesOf } from './equipment-crossings.js';
export type { EquipmentCrossing } from './equipment-crossings.js';
export { allPathWalks, pathWalk, walkPath } from './path-walk.js';
export { topologyIndex } from './topology-index.js';
export type { TopologyIndex } from './topology-index.js';
export type { LinkCrossing, PathWalk, PathWalkStep } from './path-walk.js';
export { topologyProblems } from './topology-integrity.js';
export type { TopologyProblem } from './topology-problem.js';
export { sharedEquipment, withOtherSites } from './shared-equipment.js';
export type { EquipmentUsage } from './shared-equipment.js';
export {
  backplaneLoad,
  backplaneLoads,
  bladeLoad,
  bladeLoads,
  oversubscribedAt,
  type BackplaneTotals,
  type BladeTotals,
} from './oversubscription.js';
export { trunkReports } from './trunk-report.js';
export {
  bandwidthDelayBytes,
  MATHIS_CONSTANT,
  mathisLimitBps,
  mssBytes,
  recommendedWindowBytes,
  renoResponsivenessS,
  TCP_IP_HEADER_BYTES,
  windowLimitedBps,
} from './tcp/tcp-math.js';
export { COMMON_WINDOWS_BYTES, DEFAULT_TCP_TOLERANCE, tcpDiagnosis } from './tcp/tcp-diagnosis.js';
export type {
  TcpDiagnosis,
  TcpDiagnosisCode,
  TcpDiagnosisInput,
  TcpDiagnosisOptions,
} from './tcp/tcp-diagnosis.js';
export { tcpExpectations } from './tcp/tcp-expectations.js';
export type { TcpExpectations, TcpExpectationsInput } from './tcp/tcp-expectations.js';
export { whatIf } from './what-if.js';
export { parseLineProtocol } from './metrics/line-protocol.js';
export type { FieldValue, LineError, LinePoint, Precision } from './metrics/line-protocol.js';
export { counterStep } from './metrics/counter-rate.js';
export type { CounterReading, CounterStep } from './metrics/counter-rate.js';
export { counterTracker } from './metrics/counter-tracker.js';
export type { CounterKey } from './metrics/counter-tracker.js';
export { elementKey, observableKey, riskModel } from './diagnosis/risk-model.js';
export type {
  Observable,
  RiskModel,
  SuspectDirection,
  SuspectElement,
} from './diagnosis/risk-model.js';
export {
  COUNTER_FALSE_ALARM,
  COUNTER_HIT_CHANCE,
  HIT_CHANCES,
  HIT_WEIGHTS,
  NOISE_RATIOS,
  NOISE_WEIGHTS,
  rankSuspects,
} from './diagnosis/rank-suspects.js';
export {
  DEFAULT_COUNTER_THRESHOLDS,
  counterObservations,
  counterRates,
} from './diagnosis/counter-evidence.js';
export type { CounterThresholds, LinkCounterReading } from './diagnosis/counter-evidence.js';
export type {
  CounterObservations,
  Observation,
  RankedSuspect,
  RankOptions,
  SuspectRanking,
} from './diagnosis/rank-suspects.js';
export { scoreGreedy } from './diagnosis/score-greedy.js';
export type { ScoreGreedyOptions, ScoreGreedyResult } from './diagnosis/score-greedy.js';
export {
  EVIDENCE_WEIGHT,
  MAINTENANCE_WEIGHT,
  suspectWeights,
} from './diagnosis/suspect-weights.js';
export type { SuspectWeightInputs } from './diagnosis/suspect-weights.js';
export {
  BAD_STATUSES,
  DEFAULT_THRESHOLDS,
  MEAN_PACKET_BYTES,
  linkCongested,
  pathHealth,
  readingEvidence,
  readingLossRatio,
} from './diagnosis/path-health.js';
export type {
  HealthThresholds,
  LinkReading,
  PathHealth,
  PathMeasurement,
  PathStatus,
} from './diagnosis/path-health.js';
export {
  asymmetry,
  bladeOverload,
  loadSharingFault,
  siteProblem,
} from './diagnosis/known-situations.js';
export type {
  BladeLiveLoad,
  MemberLoad,
  PathBothWays,
  Situation,
  SituationNames,
} from './diagnosis/known-situations.js';
export { groupBadPaths } from './diagnosis/incident-grouping.js';
export {
  coveringIds,
  KNOWN_LIKELIHOOD_RATIO,
  windowEvidence,
} from './diagnosis/maintenance-evidence.js';
export type { WindowEvidence, WindowEvidenceInputs } from './diagnosis/maintenance-evidence.js';
export type { Grouping, GroupingOptions, OpenIncidentView } from './diagnosis/incident-grouping.js';
export {
  carrierSlice,
  sliceDocument,
  uploadSlice,
  withCarrierSlice,
} from './upload/carrier-slice.js';
export type { CarrierSlice } from './upload/carrier-slice.js';
export { checkUpload } from './upload/upload-checks.js';
export type { DocumentPath, UploadCheck, UploadCheckProblem } from './upload/upload-checks.js';
export { isEmptyDiff, uploadDiff } from './upload/upload-diff.js';
export { evaluateIncidents } from './diagnosis/incident-step/engine.js';
export { sameTopologySteps } from './same-topology.js';
export { resolveByHand } from './diagnosis/incident-step/resolve.js';
export type { SeenMeasurement } from './diagnosis/incident-step/resolve.js';
export type { EngineInputs, EngineOptions } from './diagnosis/incident-step/engine.js';
export { pathHealthRows, siteHealth } from './diagnosis/incident-step/path-states.js';
export type { LiveInputs, StoredMeasurement } from './diagnosis/incident-step/path-states.js';
export { diagnosisSnapshot } from './diagnosis/incident-step/snapshot.js';
export type { DiagnosisSnapshot, ElementInfo } from './diagnosis/incident-step/snapshot.js';
export { coveredElements, diagnose, diagnosisWeights } from './diagnosis/diagnose.js';
export { alertEvidence, alertNotes, strongerEvidence } from './diagnosis/alert-evidence.js';
export type { ExternalAlert } from './diagnosis/alert-evidence.js';
export type { DiagnoseInputs, Diagnosis } from './diagnosis/diagnose.js';
export {
  bladeLiveLoads,
  bladeLiveLoadsOf,
  bladePortLinks,
  liveReader,
  LOPSIDED_RULE,
  trunkBalance,
  trunkBalanceReport,
  withBackplaneLive,
  withBladeLive,
} from './live-load.js';
export type { BladePort, LinkPorts, LiveReader, LiveReading, PortLink } from './live-load.js';
export { maintenanceLinks } from './maintenance-links.js';
export type { MaintenanceLink } from './maintenance-links.js';
export { isoDurationMs } from './perfsonar/iso-duration.js';
export { hostSites, normalizeHost } from './perfsonar/host-match.js';
export type { SiteOfHost } from './perfsonar/host-match.js';
export { histogramFigures } from './perfsonar/latency-histogram.js';
export type { DelayFigures } from './perfsonar/latency-histogram.js';
export { pschedulerMeasurement, recordSourceHost } from './perfsonar/pscheduler-measurement.js';
export type { RecordOutcome, UnknownHost } from './perfsonar/pscheduler-measurement.js';
export { pschedulerDocMeasurement, wlcgDocMeasurement } from './perfsonar/archive-measurement.js';
export type { ArchiveDocOutcome } from './perfsonar/archive-measurement.js';
export {
  compareRoute,
  MIN_MATCHED_HOPS,
  normalAddress,
  pathChangedFinding,
  portAddressIndex,
} from './observed/route-match.js';
export type { RouteComparison, RouteLookups, StoredRoute } from './observed/route-match.js';
export { observedDirections, observedRoutesOf, reroutedModel } from './observed/observed-risk.js';
export type { ObservedDirection } from './observed/observed-risk.js';
export { compareIds } from './compare-ids.js';
export { groupBy } from './group-by.js';
