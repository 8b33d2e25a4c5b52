/** Where the suite runs the app (playwright.config.ts starts it there). */
export const WEB_PORT = 3100;
export const API_PORT = 4100;
export const BASE_URL = `http://127.0.0.1:${WEB_PORT}`;
