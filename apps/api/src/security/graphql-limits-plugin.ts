import { type ErrorCode, fieldLabel, type Language, translateError } from '@chobep/domain';
import type { FastifyRequest } from 'fastify';
import { GraphQLError, parse } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { requestedLanguage } from '../context';
import { GRAPHQL_LIMITS, type LongList, measureOperation, nestingOf } from './graphql-limits';

function refusal(code: ErrorCode, lang: Language, params: Record<string, number>): GraphQLError {
  return new GraphQLError(translateError(code, lang, params), {
    extensions: { code, ...params },
  });
}

/** LIST_TOO_LONG, naming the list by its label when it has one (`Email`), else by its path (`filter.supplierIds`). */
function listRefusal(list: LongList, lang: Language): GraphQLError {
  const name =
    list.path
      .replace(/\[\d+\]/g, '')
      .split('.')
      .at(-1) ?? list.path;
  const label = fieldLabel(name, lang);
  return new GraphQLError(
    translateError('LIST_TOO_LONG', lang, { field: label === name ? list.path : label, max: list.max }),
    { extensions: { code: 'LIST_TOO_LONG', field: list.path, max: list.max } },
  );
}

/**
 * Refuses, before execution, a request that exceeds GRAPHQL_LIMITS: nested too deep or too many tokens while
 * parsing, then
 * too deep, too many aliases, too costly for the variables it was sent with, or with a list argument longer than its
 * maximum (maxItems; before GraphQL coerces the list, a resolver reads it or SQL holds it). The measure runs on every
 * request rather than in validation, whose results Yoga caches per document while the cost depends on
 * the variables.
 */
export function useGraphQlLimits(): Plugin<{ req?: FastifyRequest; lang?: Language }> {
  return {
    onParse({ context, setParseFn }) {
      setParseFn((source, options) => {
        const text = typeof source === 'string' ? source : source.body;
        if (nestingOf(text, GRAPHQL_LIMITS.maxNesting) > GRAPHQL_LIMITS.maxNesting) {
          const lang = (context.req && requestedLanguage(context.req)) ?? 'vi';
          throw refusal('QUERY_TOO_DEEP', lang, { max: GRAPHQL_LIMITS.maxNesting });
        }
        try {
          return parse(source, { ...options, maxTokens: GRAPHQL_LIMITS.maxTokens });
        } catch (error) {
          // graphql-js words it "more that N tokens".
          if (error instanceof GraphQLError && /more tha[nt] \d+ tokens/.test(error.message)) {
            const lang = (context.req && requestedLanguage(context.req)) ?? 'vi';
            throw refusal('QUERY_TOO_LARGE', lang, { max: GRAPHQL_LIMITS.maxTokens });
          }
          throw error;
        }
      });
    },
    onExecute({ args, setResultAndStopExecution }) {
      const measure = measureOperation(
        args.schema,
        args.document,
        args.operationName,
        args.variableValues as Record<string, unknown> | null | undefined,
      );
      if (!measure) return;
      const lang = (args.contextValue as { lang?: Language }).lang ?? 'vi';
      const error =
        measure.depth > GRAPHQL_LIMITS.maxDepth
          ? refusal('QUERY_TOO_DEEP', lang, { max: GRAPHQL_LIMITS.maxDepth })
          : measure.aliases > GRAPHQL_LIMITS.maxAliases
            ? refusal('TOO_MANY_ALIASES', lang, { max: GRAPHQL_LIMITS.maxAliases })
            : measure.cost > GRAPHQL_LIMITS.maxCost
              ? refusal('QUERY_TOO_COSTLY', lang, { cost: measure.cost, max: GRAPHQL_LIMITS.maxCost })
              : measure.longList
                ? listRefusal(measure.longList, lang)
                : null;
      if (error) setResultAndStopExecution({ errors: [error] });
    },
  };
}
