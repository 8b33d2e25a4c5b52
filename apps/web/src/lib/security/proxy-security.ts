import { type NextRequest, NextResponse } from 'next/server';
import { applySecurityHeaders, contentSecurityPolicy, createNonce, runtimeSecurityOptions } from './headers';

/**
 * Paths that are no page of the route table: Next.js' assets and dev endpoints, files in public/
 * and metadata files. The proxy only adds the security headers to these; the route guard never
 * saw them (they used to be left out of the proxy's matcher).
 */
const NOT_A_PAGE =
  /^\/(?:_next\/|__nextjs|(?:favicon\.ico|robots\.txt|sitemap\.xml|manifest\.webmanifest)$|.*\.(?:svg|png|jpe?g|gif|webp|avif|ico|css|js|map|txt|xml|html|woff2?|ttf|json|webmanifest)$)/;

export function isPagePath(pathname: string): boolean {
  return !NOT_A_PAGE.test(pathname);
}

/** The security of one request through the proxy: its nonce, and the headers that carry it. */
export interface RequestSecurity {
  readonly nonce: string;
  /**
   * Hands the policy to the renderer: Next.js reads the nonce from the request's
   * Content-Security-Policy header and puts it on every script it writes (x-nonce is for our own
   * server components, should one ever render a script).
   */
  forward(requestHeaders: Headers): void;
  /** Puts every security header on the response (page, redirect, 503 alike). */
  apply<T extends Response>(response: T): T;
  /** For a path that is no page: only the headers, the request goes on unchanged. */
  passThrough(request: NextRequest): NextResponse;
}

export function requestSecurity(): RequestSecurity {
  const options = runtimeSecurityOptions(createNonce());
  const policy = contentSecurityPolicy(options);
  const security: RequestSecurity = {
    nonce: options.nonce as string,
    forward(requestHeaders) {
      requestHeaders.set('content-security-policy', policy);
      requestHeaders.set('x-nonce', security.nonce);
    },
    apply(response) {
      applySecurityHeaders(response.headers, options);
      return response;
    },
    passThrough(request) {
      const headers = new Headers(request.headers);
      // A not-found page is rendered for unknown files (/abc.json): its scripts need the nonce too.
      security.forward(headers);
      return security.apply(NextResponse.next({ request: { headers } }));
    },
  };
  return security;
}
