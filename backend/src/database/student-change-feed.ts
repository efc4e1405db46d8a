import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import pg from 'pg';
import type { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config.js';
import { isEmbeddedPool } from './pglite-pool.js';

/** The channel the StudentChangeNotifications migration's triggers announce on. */
const CHANNEL = 'academy_students';
/** The channel the CatalogueNotifications migration's triggers announce on: `<schema>`. */
const CATALOGUE_CHANNEL = 'academy_catalogue';
const RECONNECT_DELAY_MS = 1_000;
// Past this, a request stops waiting for the feed and reads the database itself.
const CATCH_UP_TIMEOUT_MS = 1_000;

/** Who changed: these students, or anyone (too many to list, or notifications may have been missed). */
export type StudentChange = readonly number[] | 'everyone';

/**
 * The database's announcements of changed students and ended sessions (StudentChangeNotifications)
 * and of any change to the catalogue (CatalogueNotifications), for caches that must never answer
 * with what a committed change made untrue. Catalogue subscribers hear every `everyone` too.
 *
 * On PostgreSQL a connection of its own listens. `caughtUp()` answers once every change committed
 * before it was called has been handed to the subscribers: a query on the listening connection
 * returns only after the notifications committed before it (PostgreSQL delivers them between
 * commands), and the calls of a moment share one such query. Without the connection it answers
 * false and reconnects; each (re)connection first reports `everyone`, for what may have been
 * missed. The embedded database is this process's own: it hands each notification over as the
 * change commits, so it is always caught up.
 */
@Injectable()
export class StudentChangeFeed implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(StudentChangeFeed.name);
  private readonly subscribers: ((change: StudentChange) => void)[] = [];
  private readonly catalogueSubscribers: (() => void)[] = [];
  private readonly schema: string;
  private listener: pg.Client | null = null;
  private live = false;
  private closed = false;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private current: Promise<boolean> | null = null;
  private next: Promise<boolean> | null = null;

  constructor(
    private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {
    this.schema = config.databaseSchema ?? 'public';
  }

  subscribe(subscriber: (change: StudentChange) => void): void {
    this.subscribers.push(subscriber);
  }

  /** Called on every change to the catalogue, and whenever changes may have been missed. */
  subscribeCatalogue(subscriber: () => void): void {
    this.catalogueSubscribers.push(subscriber);
  }

  async onApplicationBootstrap(): Promise<void> {
    const pool: unknown = (this.dataSource.driver as unknown as { master: unknown }).master;
    if (isEmbeddedPool(pool)) {
      await pool.listen(CHANNEL, (payload) => this.receive(payload));
      await pool.listen(CATALOGUE_CHANNEL, (payload) => this.receiveCatalogue(payload));
      this.live = true;
      return;
    }
    await this.connect();
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    this.lose();
    await this.listener?.end().catch(() => undefined);
  }

  /** Whether every change committed before this call has reached the subscribers. */
  caughtUp(): Promise<boolean> {
    if (!this.live) return Promise.resolve(false);
    if (!this.listener) return Promise.resolve(true);
    // A query already under way may have been read before the caller's change: wait for the next.
    this.next ??= (this.current ?? Promise.resolve(true)).then(() => {
      this.next = null;
      this.current = this.ping().finally(() => {
        this.current = null;
      });
      return this.current;
    });
    return this.next;
  }

  private async ping(): Promise<boolean> {
    const listener = this.listener;
    if (!listener || !this.live) return false;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timed out')), CATCH_UP_TIMEOUT_MS);
    });
    try {
      await Promise.race([listener.query('SELECT 1'), timeout]);
      return this.live && this.listener === listener;
    } catch (error) {
      this.drop(listener, error);
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const listener = new pg.Client({
      connectionString: this.config.databaseUrl!,
      connectionTimeoutMillis: this.config.databaseTimeouts.connectMs,
      keepAlive: true,
      application_name: `academy student changes (${this.schema})`,
    });
    listener.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload) this.receive(message.payload);
      if (message.channel === CATALOGUE_CHANNEL && message.payload) {
        this.receiveCatalogue(message.payload);
      }
    });
    listener.on('error', (error) => this.drop(listener, error));
    listener.on('end', () => this.drop(listener, new Error('the connection ended')));
    try {
      await listener.connect();
      await listener.query(`LISTEN ${CHANNEL}`);
      await listener.query(`LISTEN ${CATALOGUE_CHANNEL}`);
    } catch (error) {
      this.drop(listener, error);
      return;
    }
    if (this.closed) {
      await listener.end().catch(() => undefined);
      return;
    }
    this.listener = listener;
    this.publish('everyone');
    this.live = true;
  }

  private drop(listener: pg.Client, error: unknown): void {
    if (this.listener !== null && this.listener !== listener) return;
    const wasLive = this.live;
    this.lose();
    this.listener = null;
    void listener.end().catch(() => undefined);
    if (this.closed || this.reconnectTimer) return;
    if (wasLive) {
      this.logger.warn(
        `Stopped hearing of student changes, reading each from the database: ${String(error)}`,
      );
    }
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      void this.connect();
    }, RECONNECT_DELAY_MS);
    this.reconnectTimer.unref();
  }

  private lose(): void {
    this.live = false;
    this.publish('everyone');
  }

  private receive(payload: string): void {
    const separator = payload.lastIndexOf(':');
    if (payload.slice(0, separator) !== this.schema) return;
    const ids = payload.slice(separator + 1);
    this.publish(ids === '*' ? 'everyone' : ids.split(',').map(Number));
  }

  private receiveCatalogue(payload: string): void {
    if (payload !== this.schema) return;
    for (const subscriber of this.catalogueSubscribers) subscriber();
  }

  private publish(change: StudentChange): void {
    for (const subscriber of this.subscribers) subscriber(change);
    if (change === 'everyone') for (const subscriber of this.catalogueSubscribers) subscriber();
  }
}
