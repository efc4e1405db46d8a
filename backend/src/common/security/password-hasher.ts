import { availableParallelism } from 'node:os';
import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Options } from '@node-rs/argon2';
import { Piscina } from 'piscina';

// OWASP Password Storage Cheat Sheet: argon2id, 19 MiB of memory, 2 iterations, 1 lane.
const ARGON2_OPTIONS: Options = {
  // Algorithm.Argon2id: a const enum, which isolated modules cannot read.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/**
 * How much lower than the event loop the hashing threads run. A sign-in flood then uses every core
 * left idle, but a core the event loop wants is the event loop's: signed-in students are answered
 * as quickly during the flood as without it (docs/decisions.md).
 */
const HASHING_NICE_INCREMENT = 10;

interface HashTask {
  password: string;
  hash?: string;
  options: Options;
}

/**
 * argon2id hashes and verifications, one per core at a time, each in a worker thread of lowered
 * priority rather than in libuv's pool, which the event loop's file and compression work shares.
 */
@Injectable()
export class PasswordHasher implements OnModuleDestroy {
  readonly threads = availableParallelism();
  private readonly pool = new Piscina<HashTask, string | boolean>({
    filename: new URL('./password-worker.js', import.meta.url).href,
    minThreads: this.threads,
    maxThreads: this.threads,
    idleTimeout: Infinity,
    niceIncrement: HASHING_NICE_INCREMENT,
  });
  private readonly decoy = this.hash('decoy password for unknown accounts');

  constructor() {
    // A shutdown while the decoy is still hashing ends that hash; with no sign-in waiting for it,
    // its rejection would otherwise surface as an unhandled one and fail the process's exit.
    this.decoy.catch(() => undefined);
  }

  async hash(password: string): Promise<string> {
    return (await this.pool.run({ password, options: ARGON2_OPTIONS })) as string;
  }

  async verify(hash: string | null | undefined, password: string): Promise<boolean> {
    // An unknown account costs as much time as a wrong password, so timing reveals nothing.
    if (!hash) {
      await this.check(await this.decoy, password);
      return false;
    }
    return this.check(hash, password);
  }

  async onModuleDestroy(): Promise<void> {
    await this.pool.destroy();
  }

  private async check(hash: string, password: string): Promise<boolean> {
    try {
      return (await this.pool.run({ password, hash, options: ARGON2_OPTIONS })) as boolean;
    } catch {
      return false;
    }
  }
}
