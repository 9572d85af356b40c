import './zod-jitless.js';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import { PrintApp } from './features/reports/PrintApp.js';
import { isPrintPath } from './features/reports/print-route.js';
import './styles.css';

const root = document.getElementById('root');
if (root === null) {
  throw new Error('index.html has no #root element');
}
createRoot(root).render(
  <StrictMode>
    {isPrintPath(window.location.pathname) ? <PrintApp path={window.location.pathname} /> : <App />}
  </StrictMode>,
);
