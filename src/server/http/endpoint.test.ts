import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bodyGuard } from './body';
import type { AppEnv, Viewer } from './context';
import { declaredOperations, endpoint } from './endpoint';
import { AppError } from './errors';

const noteSchema = z.object({ text: z.string().max(10) });

/** A router as a feature writes one, mounted as the app mounts it. */
function app() {
  const notes = new Hono()
    .post(
      '/:id',
      endpoint({
        access: 'session',
        tag: 'Access',
        summary: 'Add a note',
        param: z.object({ id: z.uuid() }),
        query: z.object({ draft: z.enum(['yes', 'no']).optional() }),
        body: noteSchema,
        bodyLimit: 100,
        status: 201,
        response: noteSchema,
      }),
      (c) =>
        c.json(
          { ...c.req.valid('json'), id: c.req.valid('param').id, draft: c.req.valid('query').draft },
          201,
        ),
    )
    .get('/', endpoint({ access: 'public', tag: 'Access', summary: 'The notes', status: 200 }), (c) =>
      c.json({ notes: [] }, 200),
    )
    .delete(
      '/',
      endpoint({ access: 'creator', tag: 'Access', summary: 'Clear the notes', status: 200 }),
      // The handler is handed whom the declaration admitted.
      (c) => c.json({ clearedBy: c.var.caller.user.userRole }, 200),
    )
    .put(
      '/',
      endpoint({ access: 'admin', tag: 'Access', summary: 'Set the notes', body: noteSchema, status: 200 }),
      (c) => c.json({ setBy: c.var.caller.user.userRole }, 200),
    );
  const root = new Hono<AppEnv>();
  root.use(bodyGuard());
  // Who calls, as the session middleware would say: a role named in a header, or nobody.
  root.use(async (c, next) => {
    const role = c.req.header('x-role');
    c.set('viewer', role ? ({ user: { id: 'u1', userRole: role } } as unknown as Viewer) : null);
    await next();
  });
  root.route(
    '/api',
    new Hono().route('/notes', notes).get('/plain', (c) => c.text('not declared')),
  );
  root.onError((err, c) =>
    err instanceof AppError ? c.json(err.toBody(), err.status) : c.json({ error: String(err) }, 500),
  );
  return root;
}

const id = '6f1c2b9e-1111-4222-8333-444455556666';
const post = (path: string, body: string, type = 'application/json') =>
  app().request(path, { method: 'POST', headers: { 'Content-Type': type, 'x-role': 'user' }, body });
const call = (method: string, role: string | null, body = '{"text":"hi"}') =>
  app().request('/api/notes', {
    method,
    headers: { 'Content-Type': 'application/json', ...(role ? { 'x-role': role } : {}) },
    body,
  });

describe('endpoint', () => {
  it('validates what it declares, with jsonBody for the body, and types the handler', async () => {
    const res = await post(`/api/notes/${id}?draft=yes`, '{"text":"hi"}');
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ text: 'hi', id, draft: 'yes' });
    expect((await post('/api/notes/not-a-uuid', '{"text":"hi"}')).status).toBe(400);
    expect((await post(`/api/notes/${id}?draft=maybe`, '{"text":"hi"}')).status).toBe(400);
    expect((await post(`/api/notes/${id}`, '{"text":"far too long"}')).status).toBe(400);
    expect((await post(`/api/notes/${id}`, 'text=hi', 'text/plain')).status).toBe(415);
    expect((await post(`/api/notes/${id}`, '{"text":"a\\u0007"}')).status).toBe(400);
  });

  it('turns away whom its access does not admit, before it reads the request', async () => {
    const signedOut = await app().request(`/api/notes/not-a-uuid`, { method: 'POST', body: '{' });
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({
      error: { code: 'unauthenticated', message: 'User not authenticated' },
    });

    expect((await call('DELETE', null)).status).toBe(401);
    const buyer = await call('DELETE', 'user');
    expect(buyer.status).toBe(403);
    expect(await buyer.json()).toEqual({
      error: { code: 'forbidden', message: 'Only creators can manage knowledge packs' },
    });
    expect(await (await call('DELETE', 'creator')).json()).toEqual({ clearedBy: 'creator' });
    expect(await (await call('DELETE', 'admin')).json()).toEqual({ clearedBy: 'admin' });

    expect((await call('PUT', 'creator', 'not json')).status).toBe(403);
    expect(await (await call('PUT', 'admin')).json()).toEqual({ setBy: 'admin' });
    // Public endpoints admit anyone.
    expect((await app().request('/api/notes')).status).toBe(200);
  });

  it('declares its body limit to the guard that runs before every route', async () => {
    const res = await post(`/api/notes/${id}`, JSON.stringify({ text: 'x', pad: ' '.repeat(200) }));
    expect(res.status).toBe(413);
  });

  it('is found among the mounted routes with the method and full path it is served at', () => {
    const operations = declaredOperations(app().routes);
    expect(operations.map(({ method, path, access }) => ({ method, path, access }))).toEqual([
      { method: 'post', path: '/api/notes/{id}', access: 'session' },
      { method: 'get', path: '/api/notes', access: 'public' },
      { method: 'delete', path: '/api/notes', access: 'creator' },
      { method: 'put', path: '/api/notes', access: 'admin' },
    ]);
    // What validates the path is not part of the description (the path says it); the body's schema is.
    expect(operations[0]).not.toHaveProperty('param');
    expect(operations[0]?.body).toBe(noteSchema);
    // Each knows the file that declared it: the endpoint table's "where it lives".
    expect(new Set(operations.map((operation) => operation.source))).toEqual(
      new Set(['src/server/http/endpoint.test.ts']),
    );
  });
});
