/**
 * What every answer of /graphql must be, whatever was sent: a GraphQL result (data and/or errors, each error
 * with a message) or a 4xx with a clear message — never a 5xx, a stack trace, SQL text or the masked fault
 * ("Something wrong", which means an exception nobody expected). Returns the problems, empty when the answer is fine.
 */

export interface Answer {
  status: number;
  body: string;
  headers: Record<string, string | string[] | number | undefined>;
  /**
   * Lines the server logged at level error while answering: a client's mistake (a malformed id, a list too long)
   * is answered, never logged as a fault someone must look at — even when the answer itself reads well.
   */
  errorLog?: string[];
}

/** Text of database errors and queries (PostgreSQL, PGlite, Drizzle). */
const SQL_TEXT = [
  /\bselect\s+[\s\S]{0,200}?\bfrom\s/i,
  /\binsert\s+into\b/i,
  /\bupdate\s+"?\w+"?\s+set\b/i,
  /\bdelete\s+from\b/i,
  /\bviolates\b/i,
  /syntax error at/i,
  /relation "/i,
  /invalid input syntax for/i,
  /invalid byte sequence/i,
  /null character not permitted/i,
  /unterminated quoted/i,
  /\bduplicate key\b/i,
  /\bFailed query\b/i,
  /\bpglite\b/i,
  /\bSQLSTATE\b/i,
];

/** Node stack frames and source paths. */
const STACK_TRACE = [
  /\n\s*at \S.*:\d+:\d+\)?/,
  /\bat (async )?\S+ \(\S+:\d+:\d+\)/,
  /node_modules/,
  /\/src\/\S+\.ts\b/,
];

/** The masked fault (server.ts), in either language, and Yoga's own masked message. */
const MASKED_FAULT = [/Something wrong/, /SOMETHING_WRONG/, /Đã có lỗi xảy ra/, /Unexpected error\./];

interface GraphQLBody {
  data?: unknown;
  errors?: Array<{ message?: unknown; extensions?: Record<string, unknown> }>;
  message?: unknown;
}

export function answerProblems(answer: Answer): string[] {
  const problems: string[] = [];
  if (answer.status === 0) return [`a hang: ${answer.body}`];
  if (answer.errorLog && answer.errorLog.length > 0)
    problems.push(`an error in the server's log: ${answer.errorLog.join('\n').slice(0, 600)}`);
  if (answer.status >= 500) problems.push(`status ${answer.status}`);
  else if (answer.status < 200 || (answer.status >= 300 && answer.status < 400))
    problems.push(`unexpected status ${answer.status}`);

  // Scanned as the client gets it (JSON escapes included) and decoded, so neither form hides a match.
  const texts = [answer.body];
  let json: GraphQLBody | GraphQLBody[] | null = null;
  try {
    json = JSON.parse(answer.body) as GraphQLBody;
    texts.push(messagesOf(json).join('\n'));
  } catch {
    problems.push('the body is not JSON');
  }
  for (const pattern of SQL_TEXT) if (texts.some((t) => pattern.test(t))) problems.push(`SQL text (${pattern})`);
  for (const pattern of STACK_TRACE) if (texts.some((t) => pattern.test(t))) problems.push(`stack trace (${pattern})`);
  for (const pattern of MASKED_FAULT)
    if (texts.some((t) => pattern.test(t))) problems.push(`an unexpected fault, masked (${pattern})`);

  if (json !== null && !problems.includes('the body is not JSON')) {
    // A batch answers with a list of results.
    for (const result of Array.isArray(json) ? json : [json]) {
      if (result === null || typeof result !== 'object') {
        problems.push('the answer is not an object');
        continue;
      }
      if (answer.status === 200 && !('data' in result) && !('errors' in result))
        problems.push('a 200 without data or errors');
      if (answer.status >= 400 && !hasMessage(result)) problems.push(`a ${answer.status} without a message`);
      for (const error of result.errors ?? []) {
        if (typeof error?.message !== 'string' || error.message.trim() === '')
          problems.push('an error without a message');
        // Yoga names a body's JSON syntax error (name and message); a stack is never for the client.
        const original = error?.extensions?.originalError as { stack?: unknown } | undefined;
        if (error?.extensions && ('stacktrace' in error.extensions || original?.stack !== undefined))
          problems.push('an error with a stack');
      }
    }
  }
  return [...new Set(problems)];
}

function hasMessage(result: GraphQLBody): boolean {
  if (typeof result.message === 'string' && result.message.trim() !== '') return true;
  return (result.errors ?? []).some((e) => typeof e?.message === 'string' && e.message.trim() !== '');
}

function messagesOf(json: GraphQLBody | GraphQLBody[]): string[] {
  const results = Array.isArray(json) ? json : [json];
  const out: string[] = [];
  for (const result of results) {
    if (!result || typeof result !== 'object') continue;
    if (typeof result.message === 'string') out.push(result.message);
    for (const error of result.errors ?? []) if (typeof error?.message === 'string') out.push(error.message);
    collectUserErrors(result.data, out, 0);
  }
  return out;
}

/** userErrors' messages anywhere in the data. */
function collectUserErrors(value: unknown, out: string[], depth: number) {
  if (depth > 8 || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const v of value) collectUserErrors(v, out, depth + 1);
    return;
  }
  for (const [key, v] of Object.entries(value)) {
    if (key === 'message' && typeof v === 'string') out.push(v);
    else collectUserErrors(v, out, depth + 1);
  }
}
