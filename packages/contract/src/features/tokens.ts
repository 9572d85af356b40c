import {
  createdTokenSchema,
  entityIdSchema,
  newTokenSchema,
  tokenInfoSchema,
  tokenListSchema,
  whoamiSchema,
} from '@tiermap/domain';
import { z } from 'zod';
import { defineRoute } from '../route-spec.js';

export const tokens = {
  whoami: defineRoute({
    method: 'get',
    path: '/whoami',
    access: 'read',
    tag: 'access',
    summary: 'Who the presented token speaks for, and what it may do',
    description:
      'Anonymous when no token is sent (if reads are open). The web app shows only the actions `can` allows.',
    response: whoamiSchema,
  }),
  list: defineRoute({
    method: 'get',
    path: '/tokens',
    access: 'admin',
    tag: 'access',
    summary: 'Every token, without its secret',
    response: tokenListSchema,
  }),
  create: defineRoute({
    method: 'post',
    path: '/tokens',
    access: 'admin',
    tag: 'access',
    summary: 'Create a token; its secret is shown this once',
    description:
      'Roles: viewer, engineer, carrier (with `carrierId`), collector, admin. Tokens are stored as a SHA-256 hash; a lost token cannot be shown again, only revoked and replaced.',
    body: newTokenSchema,
    response: createdTokenSchema,
    status: 201,
  }),
  revoke: defineRoute({
    method: 'delete',
    path: '/tokens/:id',
    access: 'admin',
    tag: 'access',
    summary: 'Revoke a token',
    description:
      'The token is refused (401) at once by this process and within 10 s by every other.',
    params: z.object({ id: entityIdSchema }),
    response: tokenInfoSchema,
    errors: [404],
  }),
};
