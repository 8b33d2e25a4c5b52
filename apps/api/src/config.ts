import path from 'node:path';
import { parseOriginList } from '@chobep/domain/platform/origin-policy';

export interface ApiConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** When unset, a secret is generated once and shared through the database. */
  jwtSecret: string | undefined;
  production: boolean;
  /** Cookies need the Secure flag behind HTTPS; off by default for localhost. */
  secureCookies: boolean;
  logLevel: string;
  /** The GraphiQL page on GET /graphql: a development tool, never served in production. */
  graphiql: boolean;
  demoProducts: number;
  /** TRUSTED_PROXIES: who may tell us the client's address and protocol (X-Forwarded-*); default loopback. */
  trustedProxies: string | undefined;
  /** Browser origins besides the request's own that may call /graphql with cookies: SITE_URL and CORS_ORIGINS. */
  corsOrigins: string[];
  /** REDIS_URL: live events between instances through Redis pub/sub instead of PostgreSQL LISTEN/NOTIFY. */
  redisUrl: string | undefined;
  /** SMTP_URL: deliver mail through this SMTP server; without it mail stays in the outbox (operators read it). */
  smtpUrl: string | undefined;
  /** MAIL_FROM: the sender of every mail (default "Chợ Bếp <no-reply@chobep.vn>"). */
  mailFrom: string | undefined;
  /** SITE_URL: the web app's public origin, for links in mails and every absolute URL. */
  siteUrl: string | undefined;
  /** WEB_ORIGIN: where `npm start` serves the web app (it sets it); the links' origin when SITE_URL is not set. */
  webOrigin: string | undefined;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const production = env.NODE_ENV === 'production';
  return {
    port: Number(env.API_PORT ?? 4000),
    host: env.API_HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? '.data'),
    jwtSecret: env.JWT_SECRET || undefined,
    production,
    secureCookies: env.COOKIE_SECURE === 'true',
    logLevel: env.LOG_LEVEL ?? (production ? 'info' : 'warn'),
    graphiql: !production,
    demoProducts: Number(env.DEMO_PRODUCTS ?? 2000),
    trustedProxies: env.TRUSTED_PROXIES,
    corsOrigins: parseOriginList(env.SITE_URL, env.CORS_ORIGINS),
    redisUrl: env.REDIS_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    siteUrl: env.SITE_URL || undefined,
    webOrigin: env.WEB_ORIGIN || undefined,
  };
}
