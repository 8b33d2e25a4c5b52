import { initGraphQLTada, type maskFragments, type TadaDocumentNode } from 'gql.tada';
import type { introspection } from './graphql-env';

/**
 * Fragments are not masked: a product card receives the plain fields it declared, which keeps
 * server and client components free of readFragment() calls.
 */
export const graphql = initGraphQLTada<{
  introspection: introspection;
  scalars: { DateTime: string; ID: string };
  disableMasking: true;
}>();

export type { ResultOf, VariablesOf } from 'gql.tada';

/** gql.tada's fragment shape (not exported by name): the constraint of maskFragments' first parameter. */
type FragmentShape = Parameters<typeof maskFragments>[0][number];
/** A fragment that keeps its source text (and those of the fragments it spreads). */
export type Fragment = FragmentShape & { readonly source: string };

/** A typed document that also keeps its source text, so it can be sent without a printer. */
export type Operation<Result = unknown, Variables = unknown> = TadaDocumentNode<Result, Variables> & {
  readonly source: string;
  readonly operationName: string;
};

function withFragmentSources(source: string, fragments: readonly { source: string }[]): string {
  const seen = new Set<string>();
  const parts = [source];
  for (const fragment of fragments) {
    if (seen.has(fragment.source)) continue;
    seen.add(fragment.source);
    parts.push(fragment.source);
  }
  return parts.join('\n');
}

/** Declares a reusable fragment (e.g. the product card's fields). */
export function fragment<const Source extends string, const Fragments extends readonly Fragment[] = []>(
  source: Source,
  fragments?: Fragments,
) {
  const document = graphql(source, fragments ?? ([] as unknown as Fragments));
  return Object.assign(document, { source: withFragmentSources(source, fragments ?? []) });
}

/**
 * Declares one GraphQL operation. Operation names are unique across the app (Hydrogen's rule):
 * they show up in the API's logs and in the browser's network panel.
 */
export function operation<const Source extends string, const Fragments extends readonly Fragment[] = []>(
  source: Source,
  fragments?: Fragments,
) {
  const document = graphql(source, fragments ?? ([] as unknown as Fragments));
  const operationName = /\b(?:query|mutation|subscription)\s+(\w+)/.exec(source)?.[1];
  if (!operationName) throw new Error('Every operation needs a name');
  return Object.assign(document, { source: withFragmentSources(source, fragments ?? []), operationName });
}
