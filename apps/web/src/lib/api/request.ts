import type { Operation } from './graphql';

export interface GraphQLErrorShape {
  message: string;
  path?: readonly (string | number)[];
  extensions?: { code?: string; [key: string]: unknown };
}

export interface GraphQLResult<Result> {
  data: Result | null;
  errors: readonly GraphQLErrorShape[];
  /** The raw response: the proxy copies its Set-Cookie headers. */
  response: Response;
}

/** A failed call: a GraphQL error carries its extensions.code; a transport failure is NETWORK_ERROR. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface PostOptions {
  headers?: HeadersInit;
  credentials?: RequestCredentials;
  signal?: AbortSignal;
}

/** One POST to a GraphQL endpoint; never throws for GraphQL errors, only for transport failures. */
export async function postGraphQL<Result, Variables>(
  endpoint: string,
  document: Operation<Result, Variables>,
  variables: Variables | undefined,
  options: PostOptions = {},
): Promise<GraphQLResult<Result>> {
  const headers = new Headers(options.headers);
  headers.set('content-type', 'application/json');
  headers.set('accept', 'application/graphql-response+json, application/json');
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query: document.source, operationName: document.operationName, variables }),
      credentials: options.credentials,
      signal: options.signal,
      cache: 'no-store',
    });
  } catch (cause) {
    throw new ApiError('NETWORK_ERROR', cause instanceof Error ? cause.message : 'Network error');
  }
  type Body = { data?: Result | null; errors?: GraphQLErrorShape[] } | null;
  let body: Body;
  try {
    body = (await response.json()) as Body;
  } catch {
    throw new ApiError('NETWORK_ERROR', `Unexpected response (${response.status})`, response.status);
  }
  return { data: body?.data ?? null, errors: body?.errors ?? [], response };
}

/** The data of a result, or an ApiError for its first GraphQL error. */
export function dataOrThrow<Result>(result: GraphQLResult<Result>): Result {
  const first = result.errors[0];
  if (first) throw new ApiError(first.extensions?.code ?? 'SOMETHING_WRONG', first.message, result.response.status);
  if (result.data == null) throw new ApiError('SOMETHING_WRONG', 'Something wrong', result.response.status);
  return result.data;
}
