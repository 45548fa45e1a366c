import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Request, RequestHandler, Response } from 'express';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { createSessionMiddleware, destroySession, sessionCookieName } from './session';
import { SessionStore } from './session-store';

/** Which sessions SessionsService.end() ends. */
export interface SessionsToEnd {
  /** Every session of this user, in every browser... */
  userId?: string;
  /** ...except this request's own (a password change keeps the browser that made it signed in). */
  keep?: Request;
  /** This request's own session: its row, its cookie (and with it the signed-in hint). */
  current?: { req: Request; res: Response };
}

/**
 * The `session` table (express-session's store, connect-pg-simple) and the one way the app ends
 * sessions: sign-out, a password change or reset, account deletion, suspension.
 */
@Injectable()
export class SessionsService implements OnModuleDestroy {
  /** The one store of the app (express-session's, and the signed-in fast path's). */
  readonly store: SessionStore;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
  ) {
    // TypeORM's connection pool, shared.
    this.store = new SessionStore((dataSource.driver as PostgresDriver).master);
  }

  /**
   * The store stops pruning and finishes a deletion under way while the pool is still open: Nest
   * calls this before any shutdown hook, and TypeORM ends the pool in its shutdown hook.
   */
  async onModuleDestroy(): Promise<void> {
    await this.store.close();
  }

  /** express-session with its store in PostgreSQL (applied by AuthModule, before the user loader). */
  middleware(): RequestHandler {
    return createSessionMiddleware(this.config, this.store);
  }

  /** Ends sessions (see SessionsToEnd); returns how many of the user's sessions ended. */
  async end({ userId, keep, current }: SessionsToEnd): Promise<number> {
    let ended = 0;
    if (userId) {
      const keepSid = keep?.session?.userId === userId ? keep.sessionID : '';
      // A DELETE answers [rows, count].
      const [, count] = (await this.dataSource.query(
        `DELETE FROM session WHERE sess->>'userId' = $1 AND sid <> $2`,
        [userId, keepSid],
      )) as [unknown[], number];
      ended = count;
    }
    if (current) {
      await destroySession(current.req);
      current.res.clearCookie(sessionCookieName(this.config), {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: this.config.secureCookies,
      });
    }
    return ended;
  }
}
