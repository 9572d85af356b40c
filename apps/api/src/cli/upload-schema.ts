// Prints the JSON Schema of the carrier upload document, generated from its zod schema:
// `node apps/api/dist/cli/upload-schema.js > docs/carrier-upload.schema.json`.
import { uploadJsonSchema } from '../features/uploads/routes.js';

process.stdout.write(`${JSON.stringify(uploadJsonSchema(), null, 2)}\n`);
