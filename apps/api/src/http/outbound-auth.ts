/**
 * The value of an `authorization` header for HTTP basic auth (RFC 7617), for the requests tiermap
 * makes to other tools (Prometheus, an OpenSearch archive, Alertmanager, a chat webhook).
 */
export function basicAuthorization(user: string, password: string): string {
  return `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
}
