import { isConnectionError } from '@chobep/db';
import { DEFAULT_LANGUAGE, translateError } from '@chobep/domain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Logger } from 'pino';
import { requestedLanguage } from './context';

/**
 * What a client is told when the server fails for a reason that is not the client's: SOMETHING_WRONG in its
 * language, never the exception's text or stack. A lost database connection is a fault of the infrastructure, not
 * of the code: it is logged as a warning (the pool and the retries of packages/db/src/connection.ts do the rest),
 * every other fault as an error.
 */
export function maskFault(log: Logger, error: unknown): GraphQLError {
  // Our own GraphQLErrors (auth, validation, limits) go out as they are; anything else is a fault.
  if (error instanceof GraphQLError && !(error.originalError && !(error.originalError instanceof GraphQLError)))
    return error;
  const original = error instanceof GraphQLError ? error.originalError : error;
  if (isConnectionError(original))
    log.warn({ err: messageOf(original) }, 'a GraphQL operation lost its database connection');
  else log.error({ err: original }, 'unexpected error in a GraphQL operation');
  return new GraphQLError('Something wrong', { extensions: { code: 'SOMETHING_WRONG' } });
}

function messageOf(error: unknown): string {
  const e = error as { message?: unknown; cause?: { message?: unknown } } | null;
  const cause = typeof e?.cause?.message === 'string' ? `: ${e.cause.message}` : '';
  return `${typeof e?.message === 'string' ? e.message.slice(0, 200) : String(error)}${cause}`;
}

/** The masked faults of a GraphQL answer in the language the request asks for (x-lang, else the cb_lang cookie). */
export function useTranslatedFaults(): Plugin<Record<string, unknown>, { req: FastifyRequest }> {
  return {
    onResultProcess({ result, setResult, serverContext }) {
      if (!result || Array.isArray(result) || Symbol.asyncIterator in result) return;
      const errors = result.errors;
      if (!errors?.some((e) => e.extensions?.code === 'SOMETHING_WRONG')) return;
      const lang = requestedLanguage(serverContext.req) ?? DEFAULT_LANGUAGE;
      const message = translateError('SOMETHING_WRONG', lang);
      setResult({
        ...result,
        errors: errors.map((e) =>
          e.extensions?.code === 'SOMETHING_WRONG'
            ? new GraphQLError(message, {
                ...(e.path ? { path: e.path } : {}),
                extensions: e.extensions,
              })
            : e,
        ),
      });
    },
  };
}

/**
 * Fastify's error handler for the routes outside GraphQL (downloads, uploads, live events): a client's mistake
 * (4xx: a body too large, a malformed request) keeps Fastify's own answer; a fault answers 500 — 503 with Retry-After
 * when the database could not be reached — with SOMETHING_WRONG in the request's language as plain text. Fastify's
 * default would send the exception's message.
 */
export function faultHandler(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  if (status < 500) throw error;
  const lost = isConnectionError(error);
  if (lost)
    req.log.warn({ err: messageOf(error), url: req.url.split('?')[0] }, 'a request lost its database connection');
  else req.log.error({ err: error }, 'a request failed');
  if (lost) reply.header('retry-after', '1');
  return reply
    .code(lost ? 503 : 500)
    .type('text/plain; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(translateError('SOMETHING_WRONG', requestedLanguage(req) ?? DEFAULT_LANGUAGE));
}
