import { connect, createServer, type Server, type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.js';

/** The target: answers every chunk with the same bytes. */
let echo: Server;
let echoPort = 0;
const clients: Socket[] = [];
let proxy: TcpProxy;

beforeAll(async () => {
  echo = createServer((socket) => socket.pipe(socket));
  await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
  echoPort = (echo.address() as { port: number }).port;
});
afterEach(async () => {
  for (const socket of clients.splice(0)) socket.destroy();
  await proxy?.close();
});
afterAll(() => new Promise((resolve) => echo.close(resolve)));

/** A client of the proxy with what it has read, whether it closed, and its error code. */
function client(port: number) {
  const socket = connect(port, '127.0.0.1');
  clients.push(socket);
  const state = { socket, received: '', closed: false, error: '' };
  socket.on('data', (chunk: Buffer) => (state.received += chunk.toString('utf8')));
  socket.on('error', (error: NodeJS.ErrnoException) => (state.error = error.code ?? error.message));
  socket.on('close', () => (state.closed = true));
  return state;
}

async function until(check: () => boolean, ms = 2000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('tcp proxy', () => {
  it('forwards both ways', async () => {
    proxy = await startTcpProxy({ host: '127.0.0.1', port: echoPort });
    const c = client(proxy.port);
    c.socket.write('ping');
    await until(() => c.received === 'ping');
    expect(proxy.stats()).toEqual({ forwarded: 1, held: 0 });
  });

  it('refuse: drops open connections, refuses new ones, and forwards again after restore', async () => {
    proxy = await startTcpProxy({ host: '127.0.0.1', port: echoPort });
    const open = client(proxy.port);
    open.socket.write('a');
    await until(() => open.received === 'a');
    await proxy.cut('refuse');
    await until(() => open.closed);
    expect(open.error).toBe('ECONNRESET');
    const refused = client(proxy.port);
    await until(() => refused.closed);
    expect(refused.error).toBe('ECONNREFUSED');
    await proxy.restore();
    const again = client(proxy.port);
    again.socket.write('b');
    await until(() => again.received === 'b');
  });

  it('blackhole: drops open connections, holds new ones silent, and forwards them after restore', async () => {
    proxy = await startTcpProxy({ host: '127.0.0.1', port: echoPort });
    const open = client(proxy.port);
    open.socket.write('a');
    await until(() => open.received === 'a');
    await proxy.cut('blackhole');
    await until(() => open.closed);
    const silent = client(proxy.port);
    silent.socket.write('held');
    await pause(300);
    expect({ received: silent.received, closed: silent.closed }).toEqual({ received: '', closed: false });
    expect(proxy.stats()).toEqual({ forwarded: 0, held: 1 });
    await proxy.restore();
    await until(() => silent.received === 'held');
    const fresh = client(proxy.port);
    fresh.socket.write('c');
    await until(() => fresh.received === 'c');
  });

  it('switches from one cut mode to the other, and close ends every connection', async () => {
    proxy = await startTcpProxy({ host: '127.0.0.1', port: echoPort });
    await proxy.cut('refuse');
    await proxy.cut('blackhole');
    const held = client(proxy.port);
    await until(() => proxy.stats().held === 1);
    await proxy.cut('refuse');
    await until(() => held.closed);
    const refused = client(proxy.port);
    await until(() => refused.closed);
    expect(refused.error).toBe('ECONNREFUSED');
    await proxy.restore();
    const open = client(proxy.port);
    open.socket.write('x');
    await until(() => open.received === 'x');
    await proxy.close();
    await until(() => open.closed);
    const after = client(proxy.port);
    await until(() => after.closed);
    expect(after.error).toBe('ECONNREFUSED');
  });
});
