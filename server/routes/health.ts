import { Hono } from 'hono';

/** Liveness probe for the load balancer; it must never be served from a cache. */
export const healthRoutes = new Hono().get('/health', (c) => {
  c.header('Cache-Control', 'no-store');
  return c.json({ status: 'ok' });
});
