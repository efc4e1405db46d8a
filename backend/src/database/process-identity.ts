import { readFileSync, readlinkSync } from 'node:fs';
import { hostname } from 'node:os';

/**
 * Who a process is, in terms another process can check: its pid, and where that pid means the
 * same process (the host, and on Linux the boot and the pid namespace, since containers and
 * reboots reuse pids), with the pid's start time to tell it from a later process given the same.
 */
export interface ProcessIdentity {
  pid: number;
  host: string;
  /** Linux: the kernel's boot id; null elsewhere. */
  boot: string | null;
  /** Linux: the pid namespace; null elsewhere. */
  pidNamespace: string | null;
  /** Linux: when the pid started, in clock ticks since boot; null elsewhere. */
  startTime: string | null;
}

export type Liveness = 'alive' | 'dead' | 'unknown';

export function thisProcess(): ProcessIdentity {
  return {
    pid: process.pid,
    host: hostname(),
    boot: readOrNull(() => readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim()),
    pidNamespace: readOrNull(() => readlinkSync('/proc/self/ns/pid')),
    startTime: startTimeOf(process.pid),
  };
}

/**
 * Whether the process `other` names still runs: `unknown` when its pid cannot be checked from
 * here (another host, another container), and the caller must judge some other way.
 */
export function livenessOf(other: ProcessIdentity): Liveness {
  const self = thisProcess();
  if (other.host !== self.host) return 'unknown';
  // Every process of an earlier boot has ended.
  if (other.boot !== null && self.boot !== null && other.boot !== self.boot) return 'dead';
  if (other.pidNamespace !== self.pidNamespace) return 'unknown';
  // Not this process, which would know: an earlier one given the same pid (a container's 1).
  if (other.pid === self.pid) return 'dead';
  try {
    process.kill(other.pid, 0);
  } catch (error) {
    // EPERM: the pid runs, as another user.
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return 'dead';
  }
  const startTime = startTimeOf(other.pid);
  return other.startTime !== null && startTime !== null && startTime !== other.startTime
    ? 'dead'
    : 'alive';
}

function startTimeOf(pid: number): string | null {
  return readOrNull(() => {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command's name, which is in parentheses and may hold spaces; the
    // start time is the 22nd field of the line.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  });
}

function readOrNull(read: () => string | null): string | null {
  try {
    return read();
  } catch {
    return null;
  }
}
