import { describe, expect, it } from 'vitest';
import { basicAuthorization } from './outbound-auth.js';

describe('basicAuthorization', () => {
  it('is the RFC 7617 example for Aladdin', () => {
    expect(basicAuthorization('Aladdin', 'open sesame')).toBe('Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==');
  });
});
