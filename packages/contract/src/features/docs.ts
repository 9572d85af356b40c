import { z } from 'zod';
import { defineRoute } from '../route-spec.js';

export const docs = {
  openapi: defineRoute({
    method: 'get',
    path: '/openapi.json',
    access: 'read',
    tag: 'documentation',
    summary: 'This description, OpenAPI 3.1, generated from the zod schemas',
    response: z.record(z.string(), z.unknown()),
  }),
  reference: defineRoute({
    method: 'get',
    path: '/docs',
    access: 'read',
    tag: 'documentation',
    summary: 'A browsable reference page of this API (HTML)',
    response: z.string(),
    produces: 'text/html',
  }),
};
