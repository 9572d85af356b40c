import path from 'node:path';

/** How an upload file is read offline and which Content-Type it is sent as. */
export interface FileFormat {
  format: 'yaml' | 'json' | 'csv';
  contentType: string;
}

const BY_EXTENSION: Record<string, FileFormat> = {
  '.yaml': { format: 'yaml', contentType: 'application/yaml' },
  '.yml': { format: 'yaml', contentType: 'application/yaml' },
  '.json': { format: 'json', contentType: 'application/json' },
  '.csv': { format: 'csv', contentType: 'text/csv' },
};

/** The format a file's extension names (case-insensitive), or undefined for any other. */
export function fileFormatOf(file: string): FileFormat | undefined {
  return BY_EXTENSION[path.extname(file).toLowerCase()];
}

/** Why a file is refused, for the usage error. */
export function unknownExtensionMessage(file: string): string {
  const ext = path.extname(file);
  return `${file}: cannot tell the format from ${ext === '' ? 'a name without an extension' : `the extension "${ext}"`}; name it .yaml or .yml (YAML document), .json (JSON document) or .csv (bulk ports)`;
}
