/** Where the suite runs the app (playwright.config.ts starts it there); E2E_WEB_PORT / E2E_API_PORT move it. */
export const WEB_PORT = Number(process.env.E2E_WEB_PORT) || 3100;
export const API_PORT = Number(process.env.E2E_API_PORT) || 4100;
export const BASE_URL = `http://127.0.0.1:${WEB_PORT}`;
/**
 * The origin of the absolute URLs the app builds (sitemap, robots.txt, canonical links, links in mails): without
 * SITE_URL, the address npm start serves (`WEB_ORIGIN`, http://localhost:{PORT}). The suite reaches the site at
 * BASE_URL (127.0.0.1), so a URL that followed the request's host would differ from it.
 */
export const SITE_ORIGIN = `http://localhost:${WEB_PORT}`;
