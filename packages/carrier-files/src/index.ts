export { MAX_ALIASES, MAX_DEPTH, lineStarts, parseText, position } from './parse-text.js';
export type { DocumentFormat, FieldPath, Locate, ParsedText } from './parse-text.js';
export {
  MAX_PROBLEMS,
  capped,
  fieldPathText,
  locatedProblem,
  readCarrierDocument,
} from './read-document.js';
export type { ReadDocument } from './read-document.js';
export { readPortCsv, withPortRows } from './port-csv.js';
export type { PortRow, ReadPorts } from './port-csv.js';
export { ImportError, warningCounts } from './import-warning.js';
export type { ImportResult, ImportWarning } from './import-warning.js';
export { readGraphml } from './graphml-reader.js';
export type { GraphmlEdge, GraphmlGraph, GraphmlNode, GraphmlRead } from './graphml-reader.js';
export { graphToUpload, graphmlToUpload } from './graphml-import.js';
export type { GraphmlImportOptions } from './graphml-import.js';
export { netboxToUpload } from './netbox-import.js';
export type { NetboxImportOptions } from './netbox-import.js';
export { TOPOLOGY_GRAPHML_FORMAT } from './topology-graphml-format.js';
export { topologyToGraphml } from './topology-graphml-write.js';
export type { TopologyGraphmlOptions } from './topology-graphml-write.js';
export { graphmlToTopology, isTiermapGraphml } from './topology-graphml-read.js';
export {
  NETBOX_ENDPOINTS,
  NetboxReadError,
  authorizationHeader,
  netboxFilter,
  readNetbox,
} from './netbox-client.js';
export type { NetboxEndpoint, NetboxPageRead, NetboxReadOptions } from './netbox-client.js';
