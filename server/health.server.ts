/** Liveness and readiness for load balancers and operators. */
import { Router } from 'express';
import { ping, type Database } from '#database/db.server.ts';

export interface Lifecycle {
  shuttingDown: boolean;
}

export function healthRoutes(db: Database, lifecycle: Lifecycle): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    if (lifecycle.shuttingDown) return void res.status(503).set('Retry-After', '5').json({ status: 'shutting down' });
    const ok = await Promise.race([ping(db), new Promise<boolean>((resolve) => setTimeout(resolve, 3000, false))]);
    if (!ok) return void res.status(503).set('Retry-After', '5').json({ status: 'database unavailable' });
    res.json({ status: 'ready' });
  });
  return router;
}
