import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';

/**
 * Serves the built web app and answers every other GET that is not under /api with its
 * index.html, so client-side URLs (/wall, /sites/FZK) load the app. Without a build, `/`
 * explains how to make one instead of showing a blank page.
 */
export function webAppRouter(webDist: string | undefined): Router {
  const router = express.Router();
  const index = webDist === undefined ? undefined : path.join(webDist, 'index.html');
  if (webDist === undefined || index === undefined || !existsSync(index)) {
    router.get('/', (_req, res) => {
      res
        .status(503)
        .type('text/plain')
        .send(
          'The tiermap web app is not built. Run `npm start` (or `pnpm --filter @tiermap/web build`) and reload.',
        );
    });
    return router;
  }
  router.use(express.static(webDist, { index: false, maxAge: '1h' }));
  router.get(/^(?!\/api(?:\/|$)).*/, (_req, res) => {
    res.set('cache-control', 'no-cache').sendFile(index);
  });
  return router;
}
