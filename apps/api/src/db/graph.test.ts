import net from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGraph } from './graph.js';

describe('createGraph', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  // With Nagle's algorithm on, a Bolt message the driver writes in more than one piece (it writes
  // 1,400 bytes at a time) waits for Neo4j's delayed acknowledgement, about 40 ms on Linux, before
  // its last piece goes: every statement with a few kilobytes of parameters paid that wait.
  it("turns Nagle's algorithm off on the sockets it opens to Neo4j", async () => {
    const noDelay = vi.spyOn(net.Socket.prototype, 'setNoDelay');
    const accepted: net.Socket[] = [];
    // A listener that takes the connection and never answers the Bolt handshake.
    const server = net.createServer((socket) => accepted.push(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    const graph = createGraph(
      {
        uri: `bolt://127.0.0.1:${port}`,
        user: undefined,
        password: undefined,
        database: undefined,
      },
      { connectionTimeoutMs: 10_000 },
    );
    const ping = graph.ping(10_000).catch(() => undefined);
    try {
      await vi.waitFor(() => expect(accepted).toHaveLength(1), { timeout: 10_000 });
      const toServer = noDelay.mock.contexts.filter(
        (socket, i) => (socket as net.Socket).remotePort === port && noDelay.mock.calls[i]?.[0],
      );
      expect(toServer).toHaveLength(1);
    } finally {
      for (const socket of accepted) socket.destroy();
      await ping;
      await graph.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
