import Fastify from 'fastify';

/**
 * The limit every route is measured against: Fastify answering a constant JSON body, in a process
 * of its own on the same machine, with nothing between the socket and the handler.
 */
const server = Fastify();
server.get('/health', () => ({ status: 'ok', database: 'up' }));
const address = await server.listen({ port: 0, host: '127.0.0.1' });
process.send?.(address);
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
