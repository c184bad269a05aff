import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bodyGuard } from './body';
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
    );
  const root = new Hono();
  root.use(bodyGuard());
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
  app().request(path, { method: 'POST', headers: { 'Content-Type': type }, body });

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

  it('declares its body limit to the guard that runs before every route', async () => {
    const res = await post(`/api/notes/${id}`, JSON.stringify({ text: 'x', pad: ' '.repeat(200) }));
    expect(res.status).toBe(413);
  });

  it('is found among the mounted routes with the method and full path it is served at', () => {
    const operations = declaredOperations(app().routes);
    expect(operations.map(({ method, path, access }) => ({ method, path, access }))).toEqual([
      { method: 'post', path: '/api/notes/{id}', access: 'session' },
      { method: 'get', path: '/api/notes', access: 'public' },
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
