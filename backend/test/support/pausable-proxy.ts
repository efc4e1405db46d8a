import { connect, createServer, type Server, type Socket } from 'node:net';

/** One direction of a proxied connection: the bytes it holds while frozen, and whether it ended. */
interface Direction {
  from: Socket;
  to: Socket;
  held: Buffer[];
  ended: boolean;
  /** Frozen for good: its path is gone. */
  abandoned: boolean;
}

/**
 * A TCP proxy to a local server that a test can freeze: while frozen it accepts connections and
 * reads what both sides send, but delivers nothing and closes nothing, as a stalled network or
 * a stopped server does to its peers. On resume everything held is delivered in order.
 */
export class PausableProxy {
  private frozen = false;
  private readonly directions = new Set<Direction>();
  private readonly sockets = new Set<Socket>();

  private constructor(
    private readonly server: Server,
    readonly port: number,
  ) {}

  /** Listens on a free port of 127.0.0.1 and forwards every connection to 127.0.0.1:targetPort. */
  static async start(targetPort: number): Promise<PausableProxy> {
    const server = createServer();
    await new Promise<void>((done, fail) => {
      server.once('error', fail);
      server.listen(0, '127.0.0.1', done);
    });
    const proxy = new PausableProxy(server, (server.address() as { port: number }).port);
    server.on('connection', (client) => proxy.forward(client, targetPort));
    return proxy;
  }

  /** `url` with its host and port replaced by the proxy's. */
  through(url: string): string {
    const proxied = new URL(url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(this.port);
    return proxied.toString();
  }

  freeze(): void {
    this.frozen = true;
  }

  resume(): void {
    this.frozen = false;
    for (const direction of this.directions) this.deliver(direction);
  }

  /**
   * Ends the freeze for new connections only: those open now stay frozen for good, as after a
   * failover, where the old path answers nothing and a new connection reaches the new server.
   */
  abandonOpenConnections(): void {
    for (const direction of this.directions) {
      direction.abandoned = true;
      direction.held = [];
    }
    this.directions.clear();
    this.frozen = false;
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((done) => this.server.close(() => done()));
  }

  private forward(client: Socket, targetPort: number): void {
    const upstream = connect(targetPort, '127.0.0.1');
    for (const socket of [client, upstream]) {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    }
    this.pipe(client, upstream);
    this.pipe(upstream, client);
  }

  private pipe(from: Socket, to: Socket): void {
    const direction: Direction = { from, to, held: [], ended: false, abandoned: false };
    this.directions.add(direction);
    from.on('data', (chunk: Buffer) => {
      direction.held.push(chunk);
      this.deliver(direction);
    });
    from.on('end', () => {
      direction.ended = true;
      this.deliver(direction);
    });
    // A reset is not held back: the test stops the proxy, not the machine's network stack.
    from.on('error', () => {
      if (!direction.abandoned) to.destroy();
    });
    from.on('close', () => {
      if (!direction.ended && !direction.abandoned) to.destroy();
      if (direction.held.length === 0) this.directions.delete(direction);
    });
  }

  private deliver(direction: Direction): void {
    if (direction.abandoned) {
      direction.held = [];
      return;
    }
    if (this.frozen) return;
    for (const chunk of direction.held.splice(0)) direction.to.write(chunk);
    if (direction.ended) {
      direction.to.end();
      this.directions.delete(direction);
    }
  }
}
