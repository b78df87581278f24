import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openCheckout } from './checkout';
import { extractRoutesFrom, isWhitelisted, normalisePath, type SourceReader } from './routes';

/** A server made of inline files, keyed by repository path. */
function server(files: Record<string, string>): SourceReader {
  return (file) => files[file];
}

const app = `
import express from 'express'
import flowiseApiV1Router from './routes'
export class App {
  app: express.Application
  async config() {
    this.app.use(express.json())
    this.app.use('/api/v1', flowiseApiV1Router)
    this.app.get('/api/v1/ip', (request, response) => response.send({ ip: request.ip }))
  }
}`;

const constants = `
export const WHITELIST_URLS = [
    '/api/v1/prediction/',
    '/api/v1/ping',
    process.env.CALLBACK_URL ?? '/api/v1/auth/callback',
    '/api/v1/ping'
]`;

const index = `
import express from 'express'
import pingRouter from './ping'
import predictionRouter from './predictions'
import chatflowsRouter from './chatflows'
const router = express.Router()
router.use('/ping', pingRouter)
router.use('/auth', express.Router())
router.use('/prediction', predictionRouter)
router.use('/chatflows', chatflowsRouter)
export default router`;

const base = {
  'packages/server/src/index.ts': app,
  'packages/server/src/utils/constants.ts': constants,
  'packages/server/src/routes/index.ts': index,
  'packages/server/src/routes/ping/index.ts': `
import express from 'express'
import pingController from '../../controllers/ping'
const router = express.Router()
router.get('/', pingController.getPing)
router.head('/', pingController.getPing)
export default router`,
  'packages/server/src/routes/predictions/index.ts': `
import express from 'express'
const router = express.Router()
router.post(['/', '/:id'], upload.array('files'), predictionsController.createPrediction)
export default router`,
  'packages/server/src/routes/chatflows/index.ts': `
import express from 'express'
import enforceAbility from '../../middlewares/authentication/enforceAbility'
import versionsRouter from './versions'
const router = express.Router()
router.get('/', enforceAbility('ChatFlow'), chatflowsController.getAllChatflows)
router.get(['/', '/:id'], enforceAbility('ChatFlow'), chatflowsController.getChatflowById)
router.delete('/:id/', chatflowsController.deleteChatflow)
router.use('/:id/versions', versionsRouter)
export default router`,
  'packages/server/src/routes/chatflows/versions.ts': `
import { Router } from 'express'
const router = Router()
router.get('/:version?', versionsController.get)
export default router`,
};

describe('extractRoutesFrom', () => {
  const routes = extractRoutesFrom(server(base));
  const summary = routes.map(
    (route) => `${route.method} ${route.path} ${route.auth}${route.ability ? ` ${route.ability}` : ''}`,
  );

  it('joins the app prefix, the mount path and each route path, with :params as {params}', () => {
    expect(summary).toEqual([
      'GET /api/v1/chatflows apiKey ChatFlow',
      'DELETE /api/v1/chatflows/{id} apiKey',
      'GET /api/v1/chatflows/{id} apiKey ChatFlow',
      'GET /api/v1/chatflows/{id}/versions/{version} apiKey',
      'GET /api/v1/ip apiKey',
      'GET /api/v1/ping none',
      'HEAD /api/v1/ping none',
      'POST /api/v1/prediction none',
      'POST /api/v1/prediction/{id} none',
    ]);
  });

  it('names the file that declares each route', () => {
    const file = (method: string, path: string) =>
      routes.find((route) => route.method === method && route.path === path)?.file;
    expect(file('GET', '/api/v1/ip')).toBe('packages/server/src/index.ts');
    expect(file('POST', '/api/v1/prediction/{id}')).toBe('packages/server/src/routes/predictions/index.ts');
    expect(file('GET', '/api/v1/chatflows/{id}/versions/{version}')).toBe(
      'packages/server/src/routes/chatflows/versions.ts',
    );
  });

  it('marks the shorter paths of a registration that lists several as aliases of the fullest', () => {
    const aliases = routes
      .filter((route) => route.aliasOf)
      .map((route) => `${route.method} ${route.path} → ${route.aliasOf}`);
    expect(aliases).toEqual(['POST /api/v1/prediction → /api/v1/prediction/{id}']);
  });

  it('keeps the first registration of a method and path, as Express serves it', () => {
    expect(routes.filter((route) => route.method === 'GET' && route.path === '/api/v1/chatflows')).toHaveLength(1);
  });

  it('fails loudly when the API router is not mounted or a path is computed', () => {
    expect(() => extractRoutesFrom(server({ ...base, 'packages/server/src/index.ts': 'export {}' }))).toThrow(
      /not mounted/,
    );
    const computed = `import express from 'express'\nconst router = express.Router()\nrouter.get(prefix + '/x', handler)\nexport default router`;
    expect(() => extractRoutesFrom(server({ ...base, 'packages/server/src/routes/ping/index.ts': computed }))).toThrow(
      /ping\/index\.ts:3: a route path that is not a string literal/,
    );
  });

  it('fails when the whitelist cannot be read', () => {
    expect(() =>
      extractRoutesFrom(
        server({ ...base, 'packages/server/src/utils/constants.ts': 'export const WHITELIST_URLS = list' }),
      ),
    ).toThrow(/not an array literal/);
  });
});

describe('isWhitelisted', () => {
  const whitelist = ['/api/v1/prediction/', '/api/v1/ping'];
  it('matches the prefix the middleware tests with startsWith', () => {
    expect(isWhitelisted('/api/v1/prediction/{id}', whitelist)).toBe(true);
    expect(isWhitelisted('/api/v1/prediction', whitelist)).toBe(true);
    expect(isWhitelisted('/api/v1/pings', whitelist)).toBe(true);
    expect(isWhitelisted('/api/v1/chatflows', whitelist)).toBe(false);
  });
});

describe('normalisePath', () => {
  it('writes one slash between parts and no trailing slash', () => {
    expect(normalisePath('/api/v1', '/chatflows', '/')).toBe('/api/v1/chatflows');
    expect(normalisePath('/api/v1', '/chatflows/', '/apikey/:apikey')).toBe('/api/v1/chatflows/apikey/{apikey}');
    expect(normalisePath('/')).toBe('/');
  });
});

// With a platform checkout at hand (PLATFORM_CHECKOUT, or the one routes.json came from), the real source still parses.
const checkout = process.env.PLATFORM_CHECKOUT ?? '/work/theanswer';
describe.runIf(existsSync(`${checkout}/packages/server/src/index.ts`))('the platform checkout', () => {
  it('has the prediction route open to callers without a key, and chatflows behind one', () => {
    const platform = openCheckout(checkout);
    const routes = extractRoutesFrom((file) => platform.read(file));
    const find = (method: string, path: string) =>
      routes.find((route) => route.method === method && route.path === path);
    expect(find('POST', '/api/v1/prediction/{id}')?.auth).toBe('none');
    expect(find('GET', '/api/v1/chatflows')?.auth).toBe('apiKey');
    expect(find('POST', '/api/v1/attachments/{chatflowId}/{chatId}')).toBeDefined();
  });
});
