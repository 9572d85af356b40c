import { defineConfig } from 'vitest/config';

// Workspace packages (the API the document is built from) resolve to their TypeScript sources.
const conditions = ['development'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: { env: { TZ: 'UTC' } },
});
