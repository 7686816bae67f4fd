import fp from 'fastify-plugin';

/**
 * While the server closes, answers still being written ask the client to close its keep-alive
 * connection; otherwise the socket of a request that was in flight at shutdown would hold the
 * process open until the keep-alive timeout.
 */
export const gracefulClosePlugin = fp(
  async (app) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onSend', async (_request, reply) => {
      if (closing) reply.header('connection', 'close');
    });
  },
  { name: 'graceful-close' },
);
