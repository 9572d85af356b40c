import { Router, type RequestHandler } from 'express';
import { requireAccess, type AccessLevel, type AccessPolicy } from './access.js';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface DeclaredRoute {
  method: HttpMethod;
  path: string;
  access: AccessLevel;
  summary: string;
}

/**
 * The only way routes are added: each one names its access level, which puts the access
 * middleware in front of its handler. The table also lists every route for docs and tests.
 */
export interface RouteTable {
  add(
    route: { method: HttpMethod; path: string; access: AccessLevel; summary: string },
    handler: RequestHandler,
  ): void;
  routes(): readonly DeclaredRoute[];
  router: Router;
}

export function createRouteTable(policy: AccessPolicy): RouteTable {
  const router = Router();
  const declared: DeclaredRoute[] = [];
  return {
    router,
    add(route, handler) {
      declared.push({ ...route });
      router[route.method](route.path, requireAccess(policy, route.access), handler);
    },
    routes() {
      return declared;
    },
  };
}
