import { DEFAULT_LANGUAGE, HEADERS, parseLanguage, translateError } from '@chobep/domain';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

/**
 * Yoga parses the `variables` and `extensions` of a GET request (and of a form body) with a bare JSON.parse: a
 * malformed one, e.g. `?variables={`, threw a SyntaxError that reached error masking as an unexpected fault
 * ("Something wrong", logged as a server error). It is the client's mistake: a 400 that names the parameter,
 * as Yoga already answers for a malformed POST body. Registered after Yoga's own parsers, it wraps whichever
 * one the request uses.
 */
export function useRequestParameterErrors(): Plugin {
  return {
    onRequestParse({ requestParser, setRequestParser }) {
      if (!requestParser) return;
      const parse = requestParser;
      setRequestParser(async (request) => {
        try {
          return await parse(request);
        } catch (error) {
          if (!(error instanceof SyntaxError)) throw error;
          const lang = parseLanguage(request.headers.get(HEADERS.language)) ?? DEFAULT_LANGUAGE;
          throw createGraphQLError(translateError('INVALID_JSON', lang, { field: malformedParameter(request.url) }), {
            extensions: { http: { status: 400 }, code: 'BAD_REQUEST' },
          });
        }
      });
    },
  };
}

function malformedParameter(url: string): string {
  const params = new URL(url, 'http://localhost').searchParams;
  for (const name of ['variables', 'extensions']) {
    const value = params.get(name);
    if (!value) continue;
    try {
      JSON.parse(value);
    } catch {
      return name;
    }
  }
  return 'body';
}
