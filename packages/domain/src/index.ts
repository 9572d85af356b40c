export { carrierIdSchema, entityIdSchema, siteIdSchema } from './ids.js';
export type { CarrierId, EntityId, SiteId } from './ids.js';
export {
  bitsPerSecondSchema,
  DIRECTIONS,
  directionSchema,
  GBPS,
  latitudeSchema,
  longitudeSchema,
  MBPS,
  millisecondsSchema,
  oppositeDirection,
} from './units.js';
export type { Direction } from './units.js';
export { carrierKindSchema, carrierSchema } from './carrier.js';
export type { Carrier, CarrierKind } from './carrier.js';
export { siteSchema, tierSchema } from './site.js';
export type { Site, Tier } from './site.js';
export {
  backplaneSchema,
  bladeSchema,
  collectorNamesSchema,
  ifAliasSchema,
  ifIndexSchema,
  PORT_MATCHES,
  portMatchSchema,
  portSchema,
  promLabelNameSchema,
  routerSchema,
} from './equipment.js';
export type { Backplane, Blade, Port, PortMatch, Router } from './equipment.js';
export { linkSchema, patchPanelSchema, trunkSchema } from './link.js';
export type { Link, PatchPanel, Trunk } from './link.js';
export { pathHopSchema, pathSchema } from './path.js';
export type { Path, PathHop } from './path.js';
export {
  isWindowOpen,
  maintenanceBehaviourSchema,
  maintenanceListSchema,
  maintenanceSchema,
  maintenanceWindowState,
  newMaintenanceSchema,
} from './maintenance.js';
export type {
  Maintenance,
  MaintenanceBehaviour,
  MaintenanceList,
  MaintenanceWindowState,
  NewMaintenance,
} from './maintenance.js';
export { topologyLinkSchema, topologyResponseSchema, topologySchema } from './topology.js';
export type { Topology, TopologyLink, TopologyResponse } from './topology.js';
export {
  diagnosisLeaderSchema,
  healthPartsSchema,
  healthResponseSchema,
  integrationStatusSchema,
  healthThresholdsSchema,
  problemSchema,
  servedConfigSchema,
} from './health.js';
export type {
  DiagnosisLeader,
  HealthParts,
  HealthResponse,
  IntegrationStatus,
  Problem,
  ServedConfig,
} from './health.js';
export {
  backplaneLoadSchema,
  bladeLiveSchema,
  bladeLoadSchema,
  equipmentKindSchema,
  lopsidedRuleSchema,
  memberShareSchema,
  oversubscriptionResponseSchema,
  oversubscriptionPageSchema,
  OVERSUBSCRIPTION_MAX_LIMIT,
  sharedEquipmentSchema,
  sharedResponseSchema,
  trunkBalanceReportSchema,
  trunkDirectionBalanceSchema,
  trunkMemberSchema,
  trunkReportSchema,
  trunksResponseSchema,
  trunkWarningSchema,
  whatIfLandingSchema,
  whatIfPathSchema,
  whatIfRequestSchema,
  whatIfResponseSchema,
} from './analysis.js';
export type {
  BackplaneLoad,
  BladeLive,
  BladeLoad,
  EquipmentKind,
  LopsidedRule,
  MemberShare,
  OversubscriptionResponse,
  OversubscriptionPage,
  SharedEquipment,
  SharedResponse,
  TrunkBalanceReport,
  TrunkDirectionBalance,
  TrunkMember,
  TrunkReport,
  TrunksResponse,
  TrunkWarning,
  WhatIfLanding,
  WhatIfPath,
  WhatIfRequest,
  WhatIfResponse,
} from './analysis.js';
export {
  hopDetailSchema,
  hopLinkSchema,
  linkDetailSchema,
  linkEndSchema,
  pathCrossingSchema,
  pathDetailSchema,
  pathListSchema,
  routerDetailSchema,
} from './details.js';
export type {
  HopDetail,
  HopLink,
  LinkDetail,
  LinkEnd,
  PathCrossingDto,
  PathDetail,
  PathList,
  RouterDetail,
  RouterDetailRow,
} from './details.js';
export {
  CHANGE_EVENT_DATA,
  CHANGE_EVENT_KINDS,
  changeEventData,
  changeEventOf,
  changeEventSchema,
  incidentChangeSchema,
  maintenanceChangeSchema,
  topologyChangeSchema,
  uploadChangeSchema,
} from './change-events.js';
export type {
  ChangeEvent,
  ChangeEventKind,
  IncidentChange,
  MaintenanceChange,
  TopologyChange,
  UploadChange,
} from './change-events.js';
export {
  changeMarksSchema,
  ingestResultSchema,
  instantSchema,
  RATE_FIELDS,
  linkLiveStateSchema,
  linkSeriesSchema,
  liveBusStateSchema,
  metricSampleSchema,
  seriesPointSchema,
  unmappedSchema,
} from './metrics.js';
export type {
  ChangeMarks,
  IngestResult,
  LinkLiveState,
  LinkSeries,
  LiveBusState,
  MetricSample,
  SeriesPoint,
  Unmapped,
} from './metrics.js';
export {
  affectedPathSchema,
  PATH_STATUS_SEVERITY,
  incidentListSchema,
  incidentSchema,
  measurementBatchSchema,
  measurementResultSchema,
  measurementSourceQuerySchema,
  measurementWithdrawalSchema,
  measurementSchema,
  traceHopSchema,
  newIncidentSchema,
  pathHealthResponseSchema,
  pathHealthRowSchema,
  pathStatusSchema,
  situationSchema,
  suspectDirectionSchema,
  suspectSchema,
  timelineEntrySchema,
} from './incident.js';
export type {
  Incident,
  IncidentList,
  Measurement,
  TraceHop,
  MeasurementResult,
  MeasurementWithdrawal,
  NewIncident,
  PathHealthResponse,
  PathHealthRow,
  PathStatusName,
  SituationDto,
  Suspect,
  TimelineEntry,
} from './incident.js';
export {
  DEFAULT_MTU_BYTES,
  DEFAULT_TCP_WINDOW_BYTES,
  mtuBytesSchema,
  tcpDiagnosisCodeSchema,
  tcpDiagnosisSchema,
  tcpDirectionSchema,
  tcpObservationSchema,
  tcpPathSchema,
  tcpTableSchema,
  windowBytesSchema,
} from './tcp.js';
export type {
  TcpDiagnosisCodeName,
  TcpDiagnosisDto,
  TcpDirection,
  TcpObservation,
  TcpPath,
  TcpTable,
} from './tcp.js';
export {
  createdTokenSchema,
  newTokenSchema,
  roleSchema,
  sessionSchema,
  signInSchema,
  tokenInfoSchema,
  tokenListSchema,
  whoamiSchema,
} from './access.js';
export type {
  CreatedToken,
  NewToken,
  Role,
  Session,
  SignIn,
  TokenInfo,
  TokenList,
  Whoami,
} from './access.js';
export {
  CARRIER_UPLOAD_FORMAT,
  PORT_CSV_COLUMNS,
  UPLOAD_LIMITS,
  carrierUploadSchema,
  uploadBladeSchema,
  uploadCollectorsSchema,
  uploadCrossConnectSchema,
  uploadDiffSchema,
  uploadEntityKindSchema,
  uploadLinkSchema,
  uploadListSchema,
  uploadMaintenanceSchema,
  uploadPatchPanelSchema,
  uploadPortSchema,
  uploadProblemSchema,
  uploadRecordSchema,
  uploadResultSchema,
  uploadRouterSchema,
  uploadTrunkSchema,
} from './carrier-upload.js';
export type {
  CarrierUpload,
  CarrierUploadInput,
  UploadBlade,
  UploadCrossConnect,
  UploadDiff,
  UploadEntityKind,
  UploadLink,
  UploadList,
  UploadMaintenance,
  UploadPatchPanel,
  UploadPort,
  UploadProblem,
  UploadRecord,
  UploadResult,
  UploadRouter,
  UploadTrunk,
} from './carrier-upload.js';
export { incidentReportSchema, reportTimesSchema, topologyReportSchema } from './report.js';
export type { IncidentReport, ReportTimes, TopologyReport } from './report.js';
export {
  countOf,
  LIVE_METRICS,
  liveValuesShape,
  lostPerSec,
  metricsMeaning,
  perMetric,
} from './live-metrics.js';
export type { LiveMetric, LiveMetricName, LiveValues, MibCounter } from './live-metrics.js';
export {
  CATALOGUE_KINDS,
  CSV_TABLE_ENTRIES,
  ENTITY_CATALOGUE,
  EQUIPMENT_SLICE_KEYS,
  LINK_CROSSINGS,
  MAINTENANCE_TARGET_LABELS,
  OPTIONAL_LIST_ENTRIES,
  RISK_ELEMENT_KINDS,
  SUSPECT_RANK,
  catalogueEntry,
  isLinkCrossed,
  linkCrossedElements,
  linksCrossing,
  pluralOf,
} from './catalogue.js';
export type {
  CatalogueCsvTable,
  CatalogueEntry,
  CatalogueKind,
  CatalogueLabel,
  CatalogueSliceKey,
  EntityKindEntry,
  EntityReference,
  LinkCrossedKind,
  LinkCrossedSliceKey,
  LinkCrossing,
  LinkCrossingField,
  OptionalSliceKey,
  RiskElementKind,
} from './catalogue.js';
export { SERIES_RANGES, seriesRangeSchema, seriesRangeWindow } from './series-ranges.js';
export type { SeriesRange } from './series-ranges.js';
export {
  ISO_DURATION_PATTERN,
  isoDurationSchema,
  latencyResultSchema,
  perfsonarArchiveResultSchema,
  perfsonarHostMapSchema,
  perfsonarHostSchema,
  PSCHEDULER_TEST_TYPES,
  pschedulerArchiveDocSchema,
  pschedulerRecordSchema,
  pschedulerTestTypeSchema,
  rttResultSchema,
  throughputResultSchema,
  traceResultSchema,
  wlcgArchiveDocSchema,
} from './perfsonar.js';
export type {
  LatencyResult,
  PerfsonarArchiveResult,
  PerfsonarHostMap,
  PschedulerArchiveDoc,
  PschedulerRecord,
  PschedulerTestType,
  RttResult,
  ThroughputResult,
  TraceResult,
  WlcgArchiveDoc,
} from './perfsonar.js';
export {
  alertEvidenceListSchema,
  alertEvidenceSchema,
  alertmanagerAlertSchema,
  alertmanagerReceiptSchema,
  alertmanagerWebhookSchema,
  unmatchedAlertSchema,
} from './alertmanager.js';
export type {
  AlertEvidence,
  AlertEvidenceList,
  AlertmanagerAlert,
  AlertmanagerReceipt,
  AlertmanagerWebhook,
  UnmatchedAlert,
} from './alertmanager.js';
export {
  observedHopKindSchema,
  observedHopSchema,
  observedRouteSchema,
  pathChangedSchema,
  routeVerdictSchema,
} from './observed-route.js';
export type {
  ObservedHop,
  ObservedHopKind,
  ObservedRoute,
  PathChanged,
  RouteVerdict,
} from './observed-route.js';
