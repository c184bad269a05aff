import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from './context';
import { endpointFor } from './endpoint';

export type ReadinessState = 'starting' | 'ready' | 'draining';

/**
 * Whether this instance should be sent traffic: a load balancer's readiness probe (`GET /api/ready`) reads it, while
 * `GET /api/health` only says the process answers. An instance is `starting` until its database is migrated and its
 * first catalog is loaded, `ready` then, and `draining` once asked to stop: it still answers what reaches it while
 * the balancer takes it out of rotation (deploy/README.md).
 */
export interface Readiness {
  readonly state: ReadinessState;
  ready(): void;
  drain(): void;
}

/** Declares the Service endpoints here that anyone may call. */
const publicServiceEndpoint = endpointFor({ access: 'public', tag: 'Service' });

export function createReadiness(initial: ReadinessState = 'starting'): Readiness {
  let state = initial;
  return {
    get state() {
      return state;
    },
    ready() {
      if (state === 'starting') state = 'ready';
    },
    drain() {
      state = 'draining';
    },
  };
}

/** `GET /health`: the process answers. */
export function healthRoutes() {
  return new Hono<AppEnv>().get(
    '/',
    publicServiceEndpoint({
      summary: 'Whether the server is up (for load balancers and probes)',
      status: 200,
      response: z.object({ ok: z.literal(true) }),
    }),
    (c) => c.json({ ok: true as const }, 200),
  );
}

/** `GET /ready`: 200 while ready, 503 with the state while starting or draining. */
export function readinessRoutes(readiness: Readiness) {
  return new Hono<AppEnv>().get(
    '/',
    publicServiceEndpoint({
      summary:
        'Whether this instance should get traffic: 200 once migrated and its catalog loaded; 503 while starting or draining (stopping)',
      status: 200,
      response: z.object({ ready: z.boolean(), state: z.enum(['starting', 'ready', 'draining']) }),
    }),
    (c) => {
      const { state } = readiness;
      return state === 'ready'
        ? c.json({ ready: true as const, state }, 200)
        : c.json({ ready: false, state }, 503);
    },
  );
}
