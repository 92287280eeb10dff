import { OpenAPIHono } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApp } from '../app.ts';
import { readAppConfig } from '../config/config.ts';
import { createTestApp, createTestDatabase } from '../../test-support/create-test-app.ts';
import { createMemoryMediaStore } from '../media/memory-media-store.ts';
import { assertEveryRouteDeclared, declaredRoutesOf, undeclaredRoutesOf } from './api-description.ts';
import { declareRoute, declaredRoutes, type RouteDeclaration } from './declare-route.ts';

const ok = { 200: { description: 'ok', content: { 'application/json': { schema: z.object({}) } } } };

describe('a route declaration', () => {
  it('cannot be mounted without an access level: building fails', async () => {
    const db = await createTestDatabase({ migrated: false });
    const undeclared = {
      method: 'get',
      path: '/api/sin-acceso',
      responses: ok,
    } as unknown as RouteDeclaration;
    expect(() => declaredRoutes(db).add(undeclared, (c) => c.json({}))).toThrow(/declares no access level/);
    db.$client.close();
  });

  it('cannot be a staff route on a router that has no sessions', () => {
    const route = declareRoute({ method: 'get', path: '/api/x', access: 'staff', responses: ok });
    expect(() => declaredRoutes().add(route, (c) => c.json({}))).toThrow(/without the database/);
  });

  it('makes the app fail to build when a route was mounted without a declaration', async () => {
    const db = await createTestDatabase({ migrated: false });
    const app = createApp({ db, media: createMemoryMediaStore(), config: readAppConfig({}) });
    expect(undeclaredRoutesOf(app)).toEqual([]);
    const extra = new OpenAPIHono().route('/', app);
    extra.get('/api/atajo', (c) => c.json({}));
    expect(undeclaredRoutesOf(extra)).toEqual(['GET /api/atajo']);
    expect(() => assertEveryRouteDeclared(extra)).toThrow(/GET \/api\/atajo/);
    db.$client.close();
  });
});

describe('GET /api/openapi.json', () => {
  it('describes every declared route, with the session and the privileges of staff ones', async () => {
    const t = await createTestApp();
    const response = await t.app.request('/api/openapi.json');
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      openapi: string;
      paths: Record<
        string,
        Record<string, { security?: unknown; 'x-privilegios'?: string[]; description: string }>
      >;
    };
    expect(document.openapi).toBe('3.1.0');
    for (const { method, path, access, documentPath } of declaredRoutesOf(t.app)) {
      const operation = document.paths[documentPath]?.[method.toLowerCase()];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation?.description).toMatch(/Acceso: /);
      if (access === 'public') expect(operation?.security, `${method} ${path}`).toBeUndefined();
      else expect(operation?.security, `${method} ${path}`).toEqual([{ sesion: [] }]);
      if (access !== 'public' && access !== 'staff') {
        expect(operation?.['x-privilegios']?.length, `${method} ${path}`).toBeGreaterThan(0);
      }
    }
    t.close();
  });
});
