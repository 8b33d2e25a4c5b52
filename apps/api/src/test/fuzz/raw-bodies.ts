import fc from 'fast-check';
import type { OutgoingRequest } from './fuzz-target';
import { type GeneratedRequest, RawJson, serialiseBody } from './generate-arguments';

/**
 * Bodies no client library would send: bytes that are not UTF-8, JSON cut short, bodies of the wrong shape, huge
 * variables, batches, odd content types and GET query strings. They are built around real requests of the plans,
 * so the server gets as far as it can before refusing.
 */

/** Byte sequences that are not UTF-8: lone continuation, overlong NUL, an encoded surrogate, bytes never used. */
const INVALID_UTF8 = [
  [0xff],
  [0xc3, 0x28],
  [0xc0, 0x80],
  [0xed, 0xa0, 0x80],
  [0xf8, 0x88, 0x80, 0x80, 0x80],
  [0x80],
  [0xe2, 0x82],
  [0xf4, 0x90, 0x80, 0x80],
];

const SHAPES = [
  'null',
  '[]',
  '1',
  '"{ __typename }"',
  'true',
  '{}',
  '{"query":1}',
  '{"query":{}}',
  '{"query":["{ __typename }"]}',
  '{"query":"{ __typename }","variables":"x"}',
  '{"query":"{ __typename }","variables":[]}',
  '{"query":"{ __typename }","variables":null,"operationName":5}',
  '{"query":"{ __typename }","operationName":"Missing"}',
  '{"query":"{ __typename }","extensions":{"persistedQuery":{"version":1,"sha256Hash":"x"}}}',
  '{"query":"{ __typename }","__proto__":{"polluted":true}}',
  '{"query":"{ __typename }","constructor":{"prototype":{"polluted":true}}}',
  '{"query":"{ __typename }","query":"mutation { meLogout { success } }"}',
  '\ufeff{"query":"{ __typename }"}',
  '{"query":"query A { __typename } query B { __typename }"}',
  '{"query":"{ __typename }"}garbage',
  `[${Array.from({ length: 200 }, () => '{"query":"{ __typename }"}').join(',')}]`,
];

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=iso-8859-1',
  'application/json; charset=utf-16',
  'application/graphql-response+json',
  'application/graphql',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
];

const GET_QUERIES = [
  'query=%00',
  'query=%7B__typename%7D&variables=%7B',
  'query=%ZZ',
  'query=%C3%28',
  'query=%7B__typename%7D&variables=%7B%22a%22%3A%22%00%22%7D',
  'query=mutation%20%7BmeLogout%7Bsuccess%7D%7D',
  'query=%7B__typename%7D&operationName=%00',
  'query=%7B__typename%7D&extensions=%5B',
  `query=${'%7B'.repeat(5000)}`,
];

function withBytes(text: string, bytes: number[], at: number): Buffer {
  // Inside a JSON string, where a parser that decodes leniently would carry the bytes on.
  const quote = text.indexOf('"', Math.min(at, text.length - 1) + 1);
  const position = quote > 0 ? quote + 1 : text.length;
  const encoded = Buffer.from(text, 'utf8');
  const byteAt = Buffer.byteLength(text.slice(0, position), 'utf8');
  return Buffer.concat([encoded.subarray(0, byteAt), Buffer.from(bytes), encoded.subarray(byteAt)]);
}

/** Variables too many, too deep or too big; the deep one is the value of one of the operation's own variables. */
function hugeVariables(request: GeneratedRequest, kind: number): Record<string, unknown> {
  if (kind === 0) return Object.fromEntries(Array.from({ length: 60_000 }, (_, i) => [`k${i}`, i]));
  if (kind === 1) {
    const name = Object.keys(request.variables)[0] ?? 'deep';
    // Written as text: building 5,000 levels of objects would overflow JSON.stringify's stack here first.
    return { ...request.variables, [name]: new RawJson(`${'{"d":'.repeat(5_000)}1${'}'.repeat(5_000)}`) };
  }
  return { ...request.variables, big: 'x'.repeat(1_100_000) };
}

const post = (payload: string | Buffer, contentType = 'application/json'): OutgoingRequest => ({
  method: 'POST',
  url: '/graphql',
  headers: { 'content-type': contentType },
  payload,
});

/** A raw request around one generated request (query and variables of some operation). */
export function rawRequestArb(requests: fc.Arbitrary<GeneratedRequest>): fc.Arbitrary<OutgoingRequest> {
  return fc.oneof(
    fc.tuple(requests, fc.constantFrom(...INVALID_UTF8), fc.nat()).map(([request, bytes, at]) => {
      const text = serialiseBody({ ...request });
      return post(withBytes(text, bytes, at % text.length));
    }),
    fc.tuple(requests, fc.nat()).map(([request, cut]) => {
      const text = serialiseBody({ ...request });
      return post(text.slice(0, cut % text.length));
    }),
    fc
      .tuple(requests, fc.constantFrom(0, 1, 2))
      .map(([request, kind]) => post(serialiseBody({ query: request.query, variables: hugeVariables(request, kind) }))),
    fc.constantFrom(...SHAPES).map((body) => post(body)),
    fc
      .tuple(requests, fc.constantFrom(...CONTENT_TYPES))
      .map(([request, contentType]) => post(serialiseBody({ ...request }), contentType)),
    fc.constantFrom(...GET_QUERIES).map(
      (query): OutgoingRequest => ({
        method: 'GET',
        url: `/graphql?${query}`,
        headers: { accept: 'application/json' },
      }),
    ),
    fc.constant(post('')),
  );
}
