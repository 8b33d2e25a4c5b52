/** Where the web server reaches the API (server side only; the browser uses same-origin /graphql). */
export function apiOrigin(): string {
  return (process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT || 4000}`).replace(/\/+$/, '');
}

export const CLIENT_NAME = 'web';
export const CLIENT_VERSION = process.env.NEXT_PUBLIC_CLIENT_VERSION ?? '0.0.0';
