/** Where a refused return path sends the user instead. */
export const DEFAULT_RETURN_PATH = '/';

/** Longer than any path the app builds; a bound keeps the decoding below cheap. */
const MAX_LENGTH = 2048;
/** Each round undoes one layer of percent-encoding; three cover double and triple encoding. */
const DECODE_ROUNDS = 3;
const BASE = 'http://return-path.invalid';

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const CONTROL_OR_BACKSLASH = /[\u0000-\u001f\u007f-\u009f\\]/;

/**
 * The one check of every `?redirect=`-style return path (sign-in, store choice): the value is kept
 * only when it is a path on this origin, and whatever a browser, a server or a later decoding step
 * makes of it stays a path on this origin. Anything else gives "/".
 *
 * Refused, because some reader turns each into another host:
 * - schemes and protocol-relative forms: `https://x`, `javascript:`, `//x`, `\\x`, `/\x`
 *   (browsers read `\` as `/` in http(s) URLs);
 * - control characters anywhere: URL parsers drop tabs and newlines, so `/\t/x` becomes `//x`;
 * - encoded slashes and backslashes in the path: `/%2F/x`, `/%5Cx` are harmless to a browser but
 *   become `//x` for any server or router that decodes the path before redirecting;
 * - dot segments that resolve to `//x`: `/..//x`, `/.//x`, `/%2e%2e//x`.
 *
 * The query and fragment are not decoded: they are data for the target page, and a return path such
 * as `/market?q=a%2Fb` must survive. The value is returned unchanged when it passes.
 */
export function safeReturnPath(value: string | null | undefined): string {
  return isSafeReturnPath(value) ? value : DEFAULT_RETURN_PATH;
}

/** The test of {@link safeReturnPath}, for callers that drop a refused value rather than go home. */
export function isSafeReturnPath(value: string | null | undefined): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return false;
  if (!isLocalPath(value)) return false;

  let path = value.slice(0, firstIndexOf(value, '?', '#'));
  for (let round = 0; round < DECODE_ROUNDS; round++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      // Malformed escapes: no app link has them, and decoders disagree about what they mean.
      return false;
    }
    if (decoded === path) break;
    if (!isLocalPath(decoded)) return false;
    path = decoded;
  }
  return true;
}

/** A path on this origin, as written and after the URL parser's own resolution of dot segments. */
function isLocalPath(path: string): boolean {
  if (path[0] !== '/' || path[1] === '/' || CONTROL_OR_BACKSLASH.test(path)) return false;
  let resolved: URL;
  try {
    resolved = new URL(path, BASE);
  } catch {
    return false;
  }
  return resolved.origin === BASE && !resolved.pathname.startsWith('//');
}

function firstIndexOf(value: string, ...chars: string[]): number {
  let end = value.length;
  for (const c of chars) {
    const i = value.indexOf(c);
    if (i !== -1 && i < end) end = i;
  }
  return end;
}
