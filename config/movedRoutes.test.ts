import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { movedRoutes, movedRouteTargets } from './movedRoutes';
import { groupPageRoute } from './openapi';
import { pageRoutes } from './routes';

const reference = new Set(
  readFileSync(new URL('./reference/routes.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('/')),
);

describe('moved routes', () => {
  it('are routes of the original site that the site no longer serves, each listed once with a reason', () => {
    for (const { from, reason } of movedRoutes) {
      expect(reference.has(from), `${from} is not in config/reference/routes.txt`).toBe(true);
      expect(pageRoutes.includes(from), `${from} is a page again: drop it from the list`).toBe(false);
      expect(reason.length).toBeGreaterThan(40);
    }
    expect(movedRouteTargets.size).toBe(movedRoutes.length);
  });

  it('each lead to a page of the site in one step', () => {
    for (const { from, to } of movedRoutes) {
      expect(pageRoutes.includes(to), `${from} → ${to}, which is no page`).toBe(true);
      expect(movedRouteTargets.has(to)).toBe(false);
    }
  });

  it('send the attachment-by-id operations to the Attachments API group page', () => {
    const group = groupPageRoute('attachments');
    expect(group).toBe('/docs/api/attachments/attachments-api');
    for (const operation of ['get-attachment', 'delete-attachment', 'download-attachment-content']) {
      expect(movedRouteTargets.get(`/docs/api/attachments/${operation}`)).toBe(group);
    }
  });
});
