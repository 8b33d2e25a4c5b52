import type { initGraphQLTada, maskFragments, TadaDocumentNode } from 'gql.tada';
import type { introspection } from './graphql-env';

/**
 * gql.tada's `graphql`, as a type only. Its documents are checked against the schema when the
 * project type-checks; at run time a request only needs the text and the operation name, so the
 * function itself (and the GraphQL parser it calls for every document as its module loads) stays
 * out of the browser's JavaScript. Fragments are not masked: a product card receives the plain
 * fields it declared, which keeps server and client components free of readFragment() calls.
 */
declare const graphql: ReturnType<
  typeof initGraphQLTada<{
    introspection: introspection;
    scalars: { DateTime: string; ID: string; Money: number };
    disableMasking: true;
  }>
>;

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

/** The fragment definitions of a source text, by name (a source holds its own and those it spreads). */
function fragmentDefinitions(source: string): [string, string][] {
  return source
    .split(/(?=^\s*fragment\s+\w+\s+on\b)/m)
    .map((part) => part.trim())
    .flatMap((part) => {
      const name = /^fragment\s+(\w+)\s+on\b/.exec(part)?.[1];
      return name ? [[name, part] as [string, string]] : [];
    });
}

function withFragmentSources(source: string, fragments: readonly { source: string }[]): string {
  // Each fragment once, by name: a fragment spread both directly and through another one is sent once.
  const seen = new Set(fragmentDefinitions(source).map(([name]) => name));
  const parts = [source];
  for (const fragment of fragments) {
    for (const [name, text] of fragmentDefinitions(fragment.source)) {
      if (seen.has(name)) continue;
      seen.add(name);
      parts.push(text);
    }
  }
  return parts.join('\n');
}

/** Declares a reusable fragment (e.g. the product card's fields). */
export function fragment<const Source extends string, const Fragments extends readonly Fragment[] = []>(
  source: Source,
  fragments?: Fragments,
) {
  // Never called: it names the typed document gql.tada builds for this text (see `graphql` above).
  const typed = () => graphql(source, fragments ?? ([] as unknown as Fragments));
  return { source: withFragmentSources(source, fragments ?? []) } as unknown as ReturnType<typeof typed> & {
    readonly source: string;
  };
}

/**
 * Declares one GraphQL operation. Operation names are unique across the app (Hydrogen's rule):
 * they show up in the API's logs and in the browser's network panel.
 */
export function operation<const Source extends string, const Fragments extends readonly Fragment[] = []>(
  source: Source,
  fragments?: Fragments,
) {
  const operationName = /\b(?:query|mutation|subscription)\s+(\w+)/.exec(source)?.[1];
  if (!operationName) throw new Error('Every operation needs a name');
  const typed = () => graphql(source, fragments ?? ([] as unknown as Fragments));
  return { source: withFragmentSources(source, fragments ?? []), operationName } as unknown as ReturnType<
    typeof typed
  > & { readonly source: string; readonly operationName: string };
}
