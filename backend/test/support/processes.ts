import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';

const BACKEND_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

async function waitFor(
  what: string,
  timeoutMs: number,
  ready: () => boolean | Promise<boolean>,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (
      await Promise.resolve()
        .then(ready)
        .catch(() => false)
    )
      return;
    await sleep(100);
  }
  throw new Error(`${what} was not ready within ${timeoutMs} ms`);
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed: ${result.error?.message ?? ''}${result.stderr}${result.stdout}`,
    );
  }
}

/** The newest PostgreSQL server binaries on the machine; the suites need them and say so. */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(join(root, version, 'bin/initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) {
    throw new Error(
      'The fault and replica suites start their own PostgreSQL: no initdb under /usr/lib/postgresql/*/bin (install the postgresql package)',
    );
  }
  return join(root, versions[0], 'bin');
}

/**
 * A PostgreSQL cluster of the test's own, in a temporary directory on a random port, which the
 * test may stop and start at will. initdb refuses root, so as root the cluster runs as `postgres`.
 */
export class OwnPostgres {
  private constructor(
    readonly dir: string,
    readonly port: number,
    private readonly bin: string,
  ) {}

  static async create(): Promise<OwnPostgres> {
    const bin = postgresBin();
    const dir = mkdtempSync(join(tmpdir(), 'academy-pg-'));
    const cluster = new OwnPostgres(dir, await freePort(), bin);
    if (process.getuid?.() === 0) {
      const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
      const groups = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
      if (ids.status !== 0) throw new Error('Running as root needs a postgres user for initdb');
      chownSync(dir, Number(ids.stdout.trim()), Number(groups.stdout.trim()));
    }
    cluster.pg('initdb', ['-D', join(dir, 'data'), '-A', 'trust', '-U', 'postgres', '--no-sync']);
    await cluster.start();
    return cluster;
  }

  url(database = 'postgres'): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  async start(): Promise<void> {
    this.pg('pg_ctl', [
      '-D',
      join(this.dir, 'data'),
      '-l',
      join(this.dir, 'server.log'),
      '-o',
      `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`,
      '-w',
      'start',
    ]);
    await waitFor('PostgreSQL', 20_000, () => {
      const ready = spawnSync(join(this.bin, 'pg_isready'), [
        '-h',
        '127.0.0.1',
        '-p',
        String(this.port),
      ]);
      return ready.status === 0;
    });
  }

  /** A fast shutdown: open sessions are ended, as when the database host goes away. */
  stop(): void {
    this.pg('pg_ctl', ['-D', join(this.dir, 'data'), '-m', 'fast', '-w', 'stop']);
  }

  destroy(): void {
    try {
      this.stop();
    } catch {
      // Already stopped.
    }
    rmSync(this.dir, { recursive: true, force: true });
  }

  private pg(tool: string, args: string[]): void {
    const command = join(this.bin, tool);
    if (process.getuid?.() === 0) run('runuser', ['-u', 'postgres', '--', command, ...args]);
    else run(command, args);
  }
}

/** A redis-server of the test's own on a random port, without persistence. */
export class OwnRedis {
  private child: ChildProcess | null = null;

  private constructor(readonly port: number) {}

  static async create(): Promise<OwnRedis> {
    const redis = new OwnRedis(await freePort());
    await redis.start();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    child.once('error', (error) => {
      throw new Error(`redis-server could not start (is it installed?): ${error.message}`);
    });
    this.child = child;
    await waitFor('Redis', 10_000, () => {
      const ping = spawnSync('redis-cli', ['-p', String(this.port), 'ping'], { encoding: 'utf8' });
      return ping.stdout.trim() === 'PONG';
    });
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGKILL');
    await exited;
    this.child = null;
  }
}

/** The API in a process of its own, started from its sources as `node dist/main.js` would run. */
export class ApiProcess {
  readonly output: string[] = [];
  /** The exit code, or the signal that ended the process. */
  readonly exited: Promise<number | NodeJS.Signals | null>;
  private readonly child: ChildProcess;

  private constructor(
    readonly port: number,
    env: Record<string, string>,
  ) {
    this.child = spawn(
      process.execPath,
      ['--import', './test/support/run-typescript.mjs', 'src/main.ts'],
      {
        cwd: BACKEND_DIR,
        env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env, PORT: String(port) },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const keep = (chunk: Buffer) => this.output.push(chunk.toString());
    this.child.stdout?.on('data', keep);
    this.child.stderr?.on('data', keep);
    this.exited = new Promise((done) =>
      this.child.once('exit', (code, signal) => done(code ?? signal)),
    );
  }

  static async start(
    env: Record<string, string>,
    port?: number,
    startTimeoutMs = 60_000,
  ): Promise<ApiProcess> {
    const api = new ApiProcess(port ?? (await freePort()), env);
    let exitedEarly = false;
    void api.exited.then(() => (exitedEarly = true));
    await waitFor('The API', startTimeoutMs, async () => {
      if (exitedEarly) throw new Error(`The API exited at start:\n${api.output.join('')}`);
      return (await fetch(`${api.url}/api/health`)).ok;
    }).catch((error: unknown) => {
      api.child.kill('SIGKILL');
      throw new Error(`${String(error)}\n${api.output.join('')}`);
    });
    return api;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get pid(): number {
    return this.child.pid!;
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  signal(signal: NodeJS.Signals): void {
    this.child.kill(signal);
  }

  async stop(): Promise<void> {
    if (!this.running) return;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 30_000);
    await this.exited;
    clearTimeout(timer);
  }
}
