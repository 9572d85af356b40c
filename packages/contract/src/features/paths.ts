import {
  DEFAULT_MTU_BYTES,
  DEFAULT_TCP_WINDOW_BYTES,
  entityIdSchema,
  mtuBytesSchema,
  pathDetailSchema,
  pathListSchema,
  siteIdSchema,
  tcpPathSchema,
  tcpTableSchema,
  windowBytesSchema,
} from '@tiermap/domain';
import { z } from 'zod';
import { defineRoute } from '../route-spec.js';

/** `?windowBytes=&mtuBytes=`: the window asked about (64 KB) and the MTU (1500). */
const tcpQuery = z.strictObject({
  windowBytes: z.coerce
    .number()
    .pipe(windowBytesSchema)
    .default(DEFAULT_TCP_WINDOW_BYTES)
    .describe('The TCP window to compute W / RTT for, bytes (1 to 2^30)'),
  mtuBytes: z.coerce
    .number()
    .pipe(mtuBytesSchema)
    .default(DEFAULT_MTU_BYTES)
    .describe('The MTU, bytes (576 to 65535); the MSS is 40 bytes less'),
});

const TCP_DESCRIPTION =
  "Per direction: the RTT (sum of the link RTTs; a trunk hop counts its slowest member), the bottleneck (smallest hop capacity; a trunk hop's members add up), MSS = MTU - 40, BDP = C x RTT, the recommended window 2 x BDP, the rate the asked window allows (W / RTT), Reno responsiveness C x RTT^2 / (2 x MSS) in seconds, and, when a rate was observed, the Mathis limit of its loss and a diagnosis (`window-limited`, `loss-limited`, `capacity` or `none`). Rates are bits per second, sizes bytes.";

export const paths = {
  list: defineRoute({
    method: 'get',
    path: '/paths',
    access: 'read',
    tag: 'paths',
    summary: "A site's paths, hop by hop in both directions",
    query: z.strictObject({ site: siteIdSchema }),
    response: pathListSchema,
    errors: [400, 404],
  }),
  get: defineRoute({
    method: 'get',
    path: '/paths/:id',
    access: 'read',
    tag: 'paths',
    summary: 'One path, hop by hop in both directions',
    description:
      'Each hop names the link (or every member of a trunk), the routers, blades and ports it leaves and enters by, and any trunk. `symmetric` is false when the return route differs. `observed` gives, per direction, the newest route a traceroute saw, hop by hop beside the declared routers, with a `pathChanged` finding while it leaves the declared path (null when none was filed).',
    params: z.strictObject({ id: entityIdSchema }),
    response: pathDetailSchema,
    errors: [400, 404],
  }),
  tcp: defineRoute({
    method: 'get',
    path: '/paths/:id/tcp',
    access: 'read',
    tag: 'paths',
    summary: 'What TCP can do along one path, both directions',
    description: TCP_DESCRIPTION,
    params: z.strictObject({ id: entityIdSchema }),
    query: tcpQuery,
    response: tcpPathSchema,
    errors: [400, 404],
  }),
  tcpTable: defineRoute({
    method: 'get',
    path: '/tcp',
    access: 'read',
    tag: 'paths',
    summary: 'What TCP can do along every path: the per-site window table',
    description: `The figures of \`GET /paths/{id}/tcp\` for every path, by path id. ${TCP_DESCRIPTION}`,
    query: tcpQuery,
    response: tcpTableSchema,
    errors: [400],
  }),
};
