// The API's OpenAPI document as `GET /api/openapi.json` serves it, from the app built over stub
// services (no Neo4j, no port but a loopback one for the one request).
import type { AddressInfo } from 'node:net';
import { createApp, type AppDependencies } from '@tiermap/api';
import pino from 'pino';

/** A service that is never called: building the route table only declares the routes. */
const unused = new Proxy(
  {},
  {
    get: (_target, name) => () => {
      throw new Error(`the OpenAPI document needs no service; ${String(name)} was called`);
    },
  },
) as never;

/** The served OpenAPI 3.1 document of the app with every optional feature (metrics, incidents, demo). */
export async function openApiDocument(): Promise<Record<string, unknown>> {
  const deps: AppDependencies = {
    logger: pino({ level: 'silent' }),
    accessPolicy: {
      anonymousRead: true,
      authorize: () => Promise.resolve(null),
      signIn: () => Promise.reject(new Error('no sign-in here')),
    },
    health: unused,
    topology: unused,
    paths: unused,
    tcp: unused,
    equipment: unused,
    analysis: unused,
    maintenance: unused,
    tokens: unused,
    uploads: unused,
    metrics: unused,
    incidents: unused,
    demo: unused,
    pdf: unused,
    webDist: undefined,
  };
  const app = createApp(deps);
  const server = app.express.listen(0, '127.0.0.1');
  try {
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/api/openapi.json`);
    if (!response.ok) throw new Error(`GET /api/openapi.json answered ${response.status}`);
    return (await response.json()) as Record<string, unknown>;
  } finally {
    server.close();
  }
}
