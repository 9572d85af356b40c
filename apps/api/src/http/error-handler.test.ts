import { Neo4jError } from 'neo4j-driver';
import { describe, expect, it } from 'vitest';
import { problemFor } from './error-handler.js';
import { NotFoundError, ValidationError } from './errors.js';

describe('problemFor', () => {
  it('problemFor maps a missing entity to 404 naming the id', () => {
    expect(problemFor(new NotFoundError('Router', 'geant-xyz'))).toMatchObject({
      status: 404,
      detail: "Router 'geant-xyz' does not exist",
    });
  });

  it('problemFor keeps the exact field paths of a validation error', () => {
    const body = problemFor(
      new ValidationError('bad', [{ path: 'query.sites[1]', message: 'unknown site' }]),
    );
    expect(body).toMatchObject({ status: 400, errors: [{ path: 'query.sites[1]' }] });
  });

  it('problemFor answers 503 when Neo4j is unavailable', () => {
    expect(
      problemFor(
        new Neo4jError('connection refused', 'ServiceUnavailable', '08000', 'connection exception'),
      ).status,
    ).toBe(503);
  });

  it('problemFor hides the message of an unexpected error', () => {
    const body = problemFor(new Error('secret internals at /srv/app.js:12'));
    expect(body.status).toBe(500);
    expect(JSON.stringify(body)).not.toContain('secret');
  });
});
