import { COOKIES, HEADERS, parseLanguage, translateError } from '@chobep/domain';
import { checkOrigin, requestOrigin } from '@chobep/domain/platform/origin-policy';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pathOf } from '../log';

type HeaderGetter = (name: string) => string | null | undefined;

function decide(method: string, get: HeaderGetter, protocol: string, configured: readonly string[]) {
  return checkOrigin({
    method,
    origin: get('origin'),
    secFetchSite: get('sec-fetch-site'),
    ownOrigin: requestOrigin({
      host: get('host'),
      forwardedHost: get('x-forwarded-host'),
      forwardedProto: get('x-forwarded-proto'),
      protocol,
    }),
    configured,
  });
}

function fastifyHeader(req: FastifyRequest): HeaderGetter {
  return (name) => {
    const value = req.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
}

/**
 * The CSRF Origin check and credentialed CORS of /graphql (rules in @chobep/domain's origin-policy).
 * `configured` is parseOriginList(SITE_URL, CORS_ORIGINS).
 */
export function createOriginGuard(configured: readonly string[]) {
  return {
    /** Fastify onRequest of /graphql: a foreign browser origin is refused before Yoga parses anything. */
    async refuseForeign(req: FastifyRequest, reply: FastifyReply) {
      const decision = decide(req.method, fastifyHeader(req), req.protocol, configured);
      // Answers differ per Origin: shared caches must keep them apart.
      reply.header('vary', 'Origin');
      if (!decision.refuse) return;
      const lang =
        parseLanguage(fastifyHeader(req)(HEADERS.language)) ?? parseLanguage(req.cookies?.[COOKIES.language]) ?? 'vi';
      req.log.warn({ origin: req.headers.origin, url: pathOf(req.url) }, 'refused a request from a foreign origin');
      return reply
        .code(403)
        .header('content-type', 'application/graphql-response+json; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          JSON.stringify({
            errors: [{ message: translateError('FORBIDDEN_ORIGIN', lang), extensions: { code: 'FORBIDDEN_ORIGIN' } }],
          }),
        );
    },

    /**
     * Yoga's `cors`: credentials only for the allowed origins; anything else gets no CORS header at all
     * (Yoga's own default echoes every Origin with credentials).
     */
    cors(request: Request) {
      const decision = decide(
        request.method,
        (name) => request.headers.get(name),
        new URL(request.url).protocol,
        configured,
      );
      if (!decision.corsOrigin) return false as const;
      return {
        origin: [decision.corsOrigin],
        credentials: true,
        methods: ['GET', 'POST', 'OPTIONS'],
        maxAge: 600,
      };
    },
  };
}
