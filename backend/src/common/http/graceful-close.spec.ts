import Fastify from 'fastify';
import { closeConnectionsWhenClosing } from './graceful-close.js';

describe(closeConnectionsWhenClosing.name, () => {
  it('keeps connections open until the server starts closing, then ends each after its answer', async () => {
    const server = Fastify();
    closeConnectionsWhenClosing(server);
    let answer: () => void = () => undefined;
    const inFlightAnswer = new Promise<{ ok: boolean }>((resolve) => {
      answer = () => resolve({ ok: true });
    });
    // Registered after the hook under test, so it runs once the server counts as closing.
    server.addHook('preClose', (done) => {
      answer();
      done();
    });
    server.get('/slow', () => inFlightAnswer);
    server.get('/quick', () => ({ ok: true }));
    await server.ready();

    expect((await server.inject('/quick')).headers.connection).not.toBe('close');
    const inFlight = server.inject('/slow');
    const closed = server.close();
    expect((await inFlight).headers.connection).toBe('close');
    await closed;
  });
});
