import { type ChildProcess, fork, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const DIST = fileURLToPath(new URL('..', import.meta.url));

export type Environment = Record<string, string>;

/** A port nobody listens on right now, for the API under test. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Runs one of the product's CLIs (dist/cli/<name>.js) to completion, failing on a non-zero exit. */
export function runCli(name: string, args: string[], env: Environment): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [`${DIST}/cli/${name}.js`, ...args], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${name} exited with code ${code}`)),
    );
  });
}

export interface RunningProcess {
  url: string;
  /** The process's resident memory now, in bytes (Linux). */
  residentBytes(): number;
  stop(): Promise<void>;
}

/** VmRSS of a process, from /proc (the bench runs on Linux, as production does). */
function residentBytes(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  if (kilobytes === undefined) throw new Error(`No VmRSS for process ${pid}`);
  return Number(kilobytes) * 1024;
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * The built API (dist/main.js) as production runs it, answering once its health check does. Its
 * log (a JSON line as each request arrives and one as it is answered, at the default level) goes
 * to `logFile`, as a service manager collects it: writing it is part of every request's cost.
 */
export async function startApi(env: Environment, logFile: string): Promise<RunningProcess> {
  const port = await freePort();
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, [`${DIST}/main.js`], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', log, 'inherit'],
  });
  closeSync(log);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API exited with code ${child.exitCode}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) {
      return { url, residentBytes: () => residentBytes(child.pid), stop: () => stopChild(child) };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stopChild(child);
  throw new Error('The API did not answer its health check within two minutes');
}

/**
 * A bare server the API is compared with (dist/bench/<script>.js), in a process of its own,
 * started the same way as the API: `hello-server` (the limit) or `send-server`.
 */
export function startBareServer(script: string, args: string[] = []): Promise<RunningProcess> {
  const child = fork(`${DIST}/bench/${script}.js`, args, {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('message', (address: string) =>
      resolve({
        url: address.replace('localhost', '127.0.0.1'),
        residentBytes: () => residentBytes(child.pid),
        stop: () => stopChild(child),
      }),
    );
  });
}
