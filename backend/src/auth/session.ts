import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import type { RequestHandler } from 'express';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { AppConfig } from '../config/config';

/** Members' sessions end after 7 days without a request (administrators' rules come with sign-in). */
export const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export function sessionCookieName(config: AppConfig): string {
  // The __Host- prefix pins the cookie to this exact origin; browsers accept it only with Secure.
  return config.secureCookies ? '__Host-sid' : 'sid';
}

/**
 * express-session with its store in PostgreSQL (table "session", created by a migration), sharing
 * TypeORM's connection pool. No session is created for anonymous visitors.
 */
export function createSessionMiddleware(config: AppConfig, dataSource: DataSource): RequestHandler {
  const PgStore = connectPgSimple(session);
  const pool = (dataSource.driver as PostgresDriver).master;
  return session({
    name: sessionCookieName(config),
    secret: config.sessionSecret,
    store: new PgStore({
      pool,
      tableName: 'session',
      createTableIfMissing: false,
      pruneSessionInterval: 15 * 60,
    }),
    resave: false,
    saveUninitialized: false,
    rolling: true,
    unset: 'destroy',
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.secureCookies,
      path: '/',
      maxAge: SESSION_MAX_AGE_MS,
    },
  });
}
