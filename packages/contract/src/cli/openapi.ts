// Prints the OpenAPI 3.1 document of the API, generated from the contract without a server:
// `pnpm --filter @tiermap/contract run openapi [version] [> file]`.
import { apiDocument } from '../index.js';

const version = process.argv[2] ?? 'dev';
process.stdout.write(`${JSON.stringify(apiDocument(version), null, 2)}\n`);
