import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['development'] },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 1500 },
  server: {
    host: '127.0.0.1',
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
  // A finite limit a loaded machine can meet (Vitest's default is 5 s).
  test: { environment: 'node', include: ['src/**/*.test.ts'], testTimeout: 30_000 },
});
