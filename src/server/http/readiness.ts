import { Hono } from 'hono';
import type { AppEnv } from './context';

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

/** `GET /ready`: 200 while ready, 503 with the state while starting or draining. */
export function readinessRoutes(readiness: Readiness) {
  return new Hono<AppEnv>().get('/', (c) => {
    const { state } = readiness;
    return state === 'ready'
      ? c.json({ ready: true as const, state }, 200)
      : c.json({ ready: false, state }, 503);
  });
}
