import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  createLogger,
  errorSerializer,
  REDACTED,
  redactHeaders,
  redactUrl,
  requestSerializer,
  responseSerializer,
} from './logger.js';

const SECRET = 'tm_9f2c41d7e0b8a6';

/** A logger writing into a string, and the string. */
function capture(): { logger: ReturnType<typeof createLogger>; text: () => string } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString('utf8'));
      done();
    },
  });
  return { logger: createLogger('info', stream), text: () => chunks.join('') };
}

describe('redactUrl', () => {
  it('blanks token-like query parameters and keeps the others', () => {
    expect(redactUrl(`/api/live?token=${SECRET}&since=5`)).toBe(
      `/api/live?token=${REDACTED}&since=5`,
    );
    expect(redactUrl(`/api/x?access_token=${SECRET}`)).toBe(`/api/x?access_token=${REDACTED}`);
    expect(redactUrl(`/api/write?db=x&u=telegraf&p=${SECRET}`)).toBe(
      `/api/write?db=x&u=telegraf&p=${REDACTED}`,
    );
    expect(redactUrl(`/a?API_KEY=${SECRET}#frag`)).toBe(`/a?API_KEY=${REDACTED}#frag`);
    expect(redactUrl(`/a?acc%65ss_token=${SECRET}`)).not.toContain(SECRET);
  });

  it('leaves a URL without a query as it is', () => {
    expect(redactUrl('/api/routers/geant-ams')).toBe('/api/routers/geant-ams');
  });
});

describe('redactHeaders', () => {
  it('blanks Authorization, cookies and every X-…-Token header', () => {
    const headers = redactHeaders({
      authorization: `Bearer ${SECRET}`,
      'proxy-authorization': `Basic ${SECRET}`,
      cookie: `tiermap_session=${SECRET}`,
      'set-cookie': [`tiermap_session=${SECRET}; HttpOnly`],
      'x-auth-token': SECRET,
      'x-api-key': SECRET,
      'x-csrf-token': SECRET,
      'user-agent': 'telegraf',
    });
    expect(JSON.stringify(headers)).not.toContain(SECRET);
    expect(headers['user-agent']).toBe('telegraf');
    expect(headers.authorization).toBe(REDACTED);
  });
});

describe('the logger', () => {
  it('writes no credential of a request or response, whatever the serializers see', () => {
    const { logger, text } = capture();
    logger.info(
      {
        req: requestSerializer({
          method: 'GET',
          url: `/api/topology?token=${SECRET}`,
          query: { token: SECRET },
          headers: { authorization: `Bearer ${SECRET}`, cookie: `s=${SECRET}` },
        }),
        res: responseSerializer({ statusCode: 200, headers: { 'set-cookie': `s=${SECRET}` } }),
      },
      'request completed',
    );
    expect(text()).toContain('request completed');
    expect(text()).not.toContain(SECRET);
  });

  it('redacts by path what is logged without the serializers', () => {
    const { logger, text } = capture();
    logger.info(
      {
        req: { headers: { authorization: `Bearer ${SECRET}`, cookie: SECRET } },
        res: { headers: { 'set-cookie': SECRET } },
        token: SECRET,
        created: { token: SECRET, secret: SECRET },
        body: { token: SECRET },
      },
      'something',
    );
    expect(text()).toContain('something');
    expect(text()).not.toContain(SECRET);
  });

  it('logs an error without the raw body or token body-parser or a client may attach', () => {
    const { logger, text } = capture();
    const error = Object.assign(new Error('Unexpected token in JSON'), {
      body: `{"token":"${SECRET}"}`,
      token: SECRET,
      config: { headers: { authorization: `Bearer ${SECRET}` } },
    });
    logger.error({ err: error }, 'request failed');
    expect(text()).toContain('Unexpected token in JSON');
    expect(text()).not.toContain(SECRET);
    expect(errorSerializer(error)).not.toHaveProperty('token', SECRET);
  });
});
