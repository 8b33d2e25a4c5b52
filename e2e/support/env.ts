/** Where the suite runs the app (playwright.config.ts starts it there); E2E_WEB_PORT / E2E_API_PORT move it. */
export const WEB_PORT = Number(process.env.E2E_WEB_PORT) || 3100;
export const API_PORT = Number(process.env.E2E_API_PORT) || 4100;
export const BASE_URL = `http://127.0.0.1:${WEB_PORT}`;
