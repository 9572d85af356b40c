import './zod-jitless.js';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import { createQueryClient } from './api/query-client.js';
import { PrintApp } from './features/reports/PrintApp.js';
import { isPrintPath } from './features/reports/print-route.js';
import './styles.css';

const root = document.getElementById('root');
if (root === null) {
  throw new Error('index.html has no #root element');
}
const queryClient = createQueryClient();
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      {isPrintPath(window.location.pathname) ? (
        <PrintApp path={window.location.pathname} />
      ) : (
        <App />
      )}
    </QueryClientProvider>
  </StrictMode>,
);
