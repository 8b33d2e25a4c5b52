import http from 'node:http';
import { expect, test } from '@playwright/test';
import { BASE_URL } from '../../support/env';

// Behaviour of the web origin's /graphql, not of a page: the desktop project runs it.
test.skip(({ isMobile }) => isMobile, 'width-independent');

/**
 * Issue 22 point 9. curl sends `Expect: 100-continue` with a body over 1 MB (and anyone may with a small one): it
 * waits for `100 Continue`, then sends the body. The web origin's /graphql forwarder answered such requests with 502;
 * it must answer them as the API does. Node's http client, as curl does it: headers, the interim 100, then the body.
 */
function postExpectingContinue(body: string): Promise<{ status: number; continued: boolean; text: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL('/graphql', BASE_URL);
    let continued = false;
    const request = http.request(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        expect: '100-continue',
      },
    });
    request.on('continue', () => {
      continued = true;
      request.end(body);
    });
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, continued, text }));
    });
    request.on('error', reject);
  });
}

test('a small body with Expect: 100-continue is answered as the API answers it', async () => {
  const res = await postExpectingContinue(JSON.stringify({ query: '{ __typename }' }));
  expect(res.continued).toBe(true);
  expect(res.status).toBe(200);
  expect(JSON.parse(res.text)).toEqual({ data: { __typename: 'Query' } });
});

test('a body over 1 MB with Expect: 100-continue gets the API’s 413, not a 502', async () => {
  const res = await postExpectingContinue(JSON.stringify({ query: `{ __typename } # ${'x'.repeat(1_100_000)}` }));
  expect(res.status).toBe(413);
});
