import { EventEmitter } from 'node:events';
import { mkdirSync } from 'node:fs';
import type { PGlite, PGliteOptions } from '@electric-sql/pglite';
import {
  holdEmbeddedDatabase,
  isSharedDirectory,
  releaseEmbeddedDatabase,
} from './embedded-database-lock.js';

type Release = () => void;
type QueryCallback = (error: Error | null, result: unknown) => void;

interface PoolClient {
  query(
    sql: string,
    params?: unknown[] | QueryCallback,
    callback?: QueryCallback,
  ): Promise<unknown>;
}

type ConnectCallback = (error: Error | null, client: PoolClient | null, release: Release) => void;

/** The part of pg's Pool that TypeORM's postgres driver uses. */
export interface PgPoolLike extends PoolClient {
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  connect(callback: ConnectCallback): void;
  end(callback?: (error: Error | null) => void): void;
}

/** The embedded pool's LISTEN: PGlite hands each notification to the callback as it commits. */
export interface EmbeddedNotifications {
  listen(channel: string, callback: (payload: string) => void): Promise<void>;
}

export function isEmbeddedPool(pool: unknown): pool is EmbeddedNotifications {
  return typeof (pool as Partial<EmbeddedNotifications> | null)?.listen === 'function';
}

/**
 * PGlite's directory is one process's: the pool holds the directory's lock from opening to
 * closing, so that a second process never writes beside it (it fails naming the holder).
 * PGlite is a single connection. TypeORM's postgres driver expects a pg-style pool whose clients
 * are separate sessions, so this pool hands out the one connection to a single query runner at a
 * time: a transaction can never interleave with another request's statements.
 */
export function createPGlitePoolClass(dataDir: string): new () => PgPoolLike {
  let database: Promise<PGlite> | null = null;
  let queue: Promise<void> = Promise.resolve();
  const open = () =>
    (database ??= holdEmbeddedDatabase(dataDir)
      .then(async () => {
        // Loaded only when the embedded database opens: a process on PostgreSQL never holds it.
        const [{ PGlite, types }, { pg_trgm }] = await Promise.all([
          import('@electric-sql/pglite'),
          import('@electric-sql/pglite/contrib/pg_trgm'),
        ]);
        return PGlite.create({
          // PGlite creates only the last directory of the path; DATA_DIR may not exist yet.
          dataDir: isSharedDirectory(dataDir)
            ? (mkdirSync(dataDir, { recursive: true }), dataDir)
            : dataDir,
          extensions: { pg_trgm },
          serializers: { [types.BOOL]: (value: unknown) => (value ? 'TRUE' : 'FALSE') },
        } satisfies PGliteOptions);
      })
      .catch((error: unknown) => {
        // A later attempt tries again: the other process may have stopped meanwhile.
        database = null;
        throw error;
      }));

  class PGliteClient extends EventEmitter implements PoolClient {
    async query(sql: string, params?: unknown[] | QueryCallback, callback?: QueryCallback) {
      const done = typeof params === 'function' ? params : callback;
      const values = Array.isArray(params) ? params : undefined;
      try {
        const db = await open();
        const raw =
          values && values.length > 0
            ? await db.query(sql, values)
            : ((await db.exec(sql)).at(-1) ?? { rows: [], fields: [], affectedRows: 0 });
        // TypeORM reads pg's result shape: rowCount and command.
        const result = {
          rows: raw.rows,
          fields: raw.fields,
          rowCount: raw.affectedRows ?? raw.rows.length,
          command: sql.trimStart().split(/\s/, 1)[0].toUpperCase(),
        };
        done?.(null, result);
        return result;
      } catch (error) {
        done?.(error as Error, null);
        if (!done) throw error;
        return undefined;
      }
    }
  }

  return class PGlitePool extends EventEmitter implements PgPoolLike, EmbeddedNotifications {
    readonly client = new PGliteClient();

    /** Takes its turn like a query runner: a LISTEN inside another's transaction would end with it. */
    listen(channel: string, callback: (payload: string) => void): Promise<void> {
      return new Promise((resolve, reject) => {
        this.connect((error, _client, release) => {
          if (error) return reject(error);
          void open()
            .then((db) => db.listen(channel, callback))
            .then(() => resolve(), reject)
            .finally(release);
        });
      });
    }

    connect(callback: ConnectCallback): void {
      let release!: Release;
      const turn = new Promise<void>((resolve) => (release = resolve));
      const previous = queue;
      queue = previous.then(() => turn);
      void previous
        .then(open)
        .then(() => callback(null, this.client, once(release)))
        .catch((error: Error) => {
          release();
          callback(error, null, () => undefined);
        });
    }

    query(sql: string, params?: unknown[] | QueryCallback, callback?: QueryCallback) {
      return this.client.query(sql, params, callback);
    }

    end(callback?: (error: Error | null) => void): void {
      const closing = database;
      database = null;
      void (closing ? closing.then((db) => db.close()) : Promise.resolve())
        .then(() => releaseEmbeddedDatabase(dataDir))
        .then(() => callback?.(null))
        .catch((error: Error) => callback?.(error));
    }
  };
}

function once(fn: () => void): () => void {
  let called = false;
  return () => {
    if (!called) {
      called = true;
      fn();
    }
  };
}
