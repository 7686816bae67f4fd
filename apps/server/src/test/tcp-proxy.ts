import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * How a cut link looks to the client. `refuse`: nothing listens (connect fails at once with
 * ECONNREFUSED), as during a failover or a restart. `blackhole`: the connection is accepted and
 * nothing ever comes back, as behind a network cut or a firewall that drops packets.
 */
export type CutMode = 'refuse' | 'blackhole';

export interface TcpProxy {
  /** The port on 127.0.0.1 that forwards to the target. */
  port: number;
  /** Destroys every open connection; new ones are refused or black-holed until `restore`. */
  cut(mode?: CutMode): Promise<void>;
  /** Forwards again; connections black-holed during the cut are forwarded from where they stood. */
  restore(): Promise<void>;
  /** Stops listening and destroys every connection. */
  close(): Promise<void>;
  /** Open forwarded connections, and connections held by the black hole. */
  stats(): { forwarded: number; held: number };
}

const HOST = '127.0.0.1';

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () => {
      server.off('error', reject);
      resolve((server.address() as { port: number }).port);
    });
  });
}

/** Stops accepting; the callback of `close` waits for open sockets, which the caller destroys. */
function stopListening(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
  });
}

/**
 * A TCP proxy for fault tests: PostgreSQL or Redis behind a link the test can cut and restore.
 * In `refuse` mode the listener is closed and opened again on the same port at `restore`.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  /** Each forwarded connection: the client's socket and its upstream socket. */
  const pairs = new Set<[Socket, Socket]>();
  /** Accepted during a black-hole cut: not read, so what the client sent waits in the socket. */
  const held = new Set<Socket>();
  let mode: CutMode | null = null;

  const forward = (client: Socket) => {
    const upstream = connect(target.port, target.host);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    for (const socket of pair) socket.on('error', end).on('close', end);
    client.pipe(upstream);
    upstream.pipe(client);
  };

  const server = createServer({ pauseOnConnect: true }, (client) => {
    if (mode === 'blackhole') {
      held.add(client);
      client.on('error', () => undefined).on('close', () => held.delete(client));
      return;
    }
    forward(client);
    client.resume();
  });
  const port = await listen(server, 0);

  /** A reset, not a polite end: the far side of a dead link or a killed server sends no goodbye. */
  const dropAll = () => {
    for (const [client, upstream] of pairs) {
      client.resetAndDestroy();
      upstream.destroy();
    }
    pairs.clear();
  };
  const dropHeld = () => {
    for (const socket of held) socket.resetAndDestroy();
    held.clear();
  };

  return {
    port,
    async cut(next = 'refuse') {
      mode = next;
      dropAll();
      if (next === 'refuse') {
        dropHeld();
        await stopListening(server);
      } else if (!server.listening) {
        await listen(server, port);
      }
    },
    async restore() {
      mode = null;
      if (!server.listening) await listen(server, port);
      for (const socket of held) {
        held.delete(socket);
        if (socket.destroyed) continue;
        forward(socket);
        socket.resume();
      }
    },
    async close() {
      mode = 'refuse';
      dropAll();
      dropHeld();
      await stopListening(server);
    },
    stats: () => ({ forwarded: pairs.size, held: held.size }),
  };
}
