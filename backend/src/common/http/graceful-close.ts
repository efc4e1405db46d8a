import type { FastifyInstance } from 'fastify';

/**
 * Once the server is closing, every answer ends its connection. A keep-alive connection whose
 * request was in flight when closing began would otherwise stay open until its keep-alive
 * timeout, holding the process past its grace period; new requests get Fastify's 503.
 */
export function closeConnectionsWhenClosing(fastify: FastifyInstance): void {
  let closing = false;
  fastify.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('Connection', 'close');
    done(null, payload);
  });
}
