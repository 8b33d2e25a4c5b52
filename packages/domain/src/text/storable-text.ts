/**
 * Text a client may send but the database cannot keep as it was sent: PostgreSQL's `text` refuses U+0000 (an
 * error, which would surface as an unexpected fault), and a UTF-16 surrogate without its pair has no UTF-8 form
 * (the drivers would store U+FFFD in its place, silently changing what was written). Such text is invalid input.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}
