import type { IncidentSummary } from '../features/alerts/notifier.js';

/** An open incident as the alert sinks are told of it (FZK lossy, GÉANT's GVA-FZK suspected). */
export const INCIDENT_SUMMARY: IncidentSummary = {
  id: 'inc-1',
  status: 'open',
  title: 'FZK lossy',
  sites: ['FZK'],
  topSuspect: 'GVA-FZK',
  carrier: 'geant',
  known: false,
  severity: 'warning',
  explanation: 'GVA-FZK: explains 1 of 1 bad direction.',
  openedAtMs: 0,
  resolvedAtMs: null,
  url: 'https://tiermap.example.org/incidents?id=inc-1',
};
