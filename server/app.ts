import { Hono, type MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { movedRouteTargets } from '../config/movedRoutes';
import { contentSecurityPolicy, scanBuildDir } from './csp';
import type { Logger } from './logger';
import { RECORDING_ENV } from './pageCache';
import { healthRoutes } from './routes/health';
import { securityHeaders } from './security';
import { serveBuild } from './static';

/** Static files of the build served under /api/ (config/openapi.ts, FULL_SPEC_FILES). */
export const API_SPEC_FILES = ['/api/full-api-spec.yaml', '/api/full-api-spec.json'] as const;

/** The still-encoded path of an absolute URL, as `new URL(url).pathname` gives it, without parsing the whole URL. */
export function pathOf(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  if (start < 0) return '/';
  const end = url.search(/[?#]/);
  return url.slice(start, end < 0 ? undefined : end);
}

export interface AppOptions {
  buildDir: string;
  /** Trust X-Forwarded-Proto to tell whether the client used TLS. */
  trustProxy: boolean;
  logger: Logger;
  /** More routers mounted under /api, ahead of its JSON 404. */
  apiRoutes?: Hono[];
  /** The marketing console is on (ADMIN_EMAILS names someone): its pages under /admin are served; otherwise they answer 404. */
  adminConsole?: boolean;
  /** Old routes answered with a permanent redirect; config/movedRoutes.ts by default. */
  movedRoutes?: ReadonlyMap<string, string>;
}

/** The console's pages (src/pages/admin): /admin, /admin/ and everything below. */
export function isConsolePath(requestPath: string): boolean {
  return requestPath === '/admin' || requestPath.startsWith('/admin/');
}

const consoleHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set('Cache-Control', 'no-store');
  c.res.headers.set('X-Robots-Tag', 'noindex');
};

/** Builds the app: /api routes, then the static build for every other path. Never listens. */
export function createApp({
  buildDir,
  trustProxy,
  logger,
  apiRoutes = [],
  adminConsole = false,
  movedRoutes = movedRouteTargets,
}: AppOptions): Hono {
  // Hashes are taken once: a rebuild needs a restart, as it does for the files themselves.
  const csp = contentSecurityPolicy(scanBuildDir(buildDir));
  const app = new Hono();

  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    // The page cache's own requests, recording a page, are not clients' (server/pageCache.ts).
    if (c.env === RECORDING_ENV) return;
    const ms = (performance.now() - started).toFixed(1);
    logger.info(`${c.req.method} ${pathOf(c.req.url)} ${c.res.status} ${ms}ms`);
  });
  app.use(securityHeaders({ csp, trustProxy }));

  // The console's pages hold no data (it comes from /api/admin), but while the console is off they do not exist.
  const staticFiles = serveBuild(buildDir, { hidden: adminConsole ? undefined : isConsolePath, moved: movedRoutes });
  for (const routes of [healthRoutes, ...apiRoutes]) app.route('/api', routes);
  // The merged API specification is a file of the build (scripts/build/openapi.ts), downloadable under /api/.
  for (const file of API_SPEC_FILES) app.on(['GET', 'HEAD'], file, staticFiles);
  app.all('/api', (c) => c.json({ error: 'Not found' }, 404));
  app.all('/api/*', (c) => c.json({ error: 'Not found' }, 404));

  if (adminConsole) {
    // A signed-in page is personal: never kept by a cache, never indexed (the pages also say noindex).
    app.use('/admin', consoleHeaders);
    app.use('/admin/*', consoleHeaders);
  }
  app.all('*', staticFiles);

  app.onError((error, c) => {
    if (error instanceof HTTPException && error.status < 500) return error.getResponse();
    logger.error(`${c.req.method} ${new URL(c.req.url).pathname} failed`, error);
    return c.json({ error: 'Internal server error' }, 500);
  });

  return app;
}
