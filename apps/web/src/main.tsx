import './zod-jitless.js';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import { createQueryClient } from './api/query-client.js';
import { createAppRouter } from './app/router.js';
import { PrintApp } from './features/reports/PrintApp.js';
import './styles.css';

const router = createAppRouter({ App, PrintPage: PrintApp });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

const root = document.getElementById('root');
if (root === null) {
  throw new Error('index.html has no #root element');
}
const queryClient = createQueryClient();
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
