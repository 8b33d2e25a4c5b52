import { initGraphQLTada, type TadaDocumentNode } from 'gql.tada';
import type { introspection } from './graphql-env';

export const graphql = initGraphQLTada<{
  introspection: introspection;
  scalars: { DateTime: string; ID: string };
}>();

export type { ResultOf, VariablesOf } from 'gql.tada';

/** A typed document that also keeps its source text, so it can be sent without a printer. */
export type Operation<Result = unknown, Variables = unknown> = TadaDocumentNode<Result, Variables> & {
  readonly source: string;
  readonly operationName: string;
};

/**
 * Declares one GraphQL operation. Operation names are unique across the app (Hydrogen's rule):
 * they show up in the API's logs and in the browser's network panel.
 */
export function operation<const Source extends string>(source: Source) {
  const document = graphql(source);
  const operationName = /\b(?:query|mutation|subscription)\s+(\w+)/.exec(source)?.[1];
  if (!operationName) throw new Error('Every operation needs a name');
  return Object.assign(document, { source, operationName });
}
