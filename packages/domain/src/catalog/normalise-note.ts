import { toNfc } from '../text/normalize';

export const NOTE_MAX_LENGTH = 500;
/** "Add all to favourite" and similar bulk calls: more than this is not a page's doing. */
export const MAX_FAVORITES_PER_CALL = 200;

/**
 * A product note as saved (spec/trading.md §5 "Note dialog"): trimmed, NFC; an empty note means
 * "remove the note". Line breaks inside the note are kept: the dialog is a 10-row text area.
 */
export function normaliseNote(note: string): { note: string | null; tooLong: boolean } {
  const text = toNfc(note).replace(/\r\n?/g, '\n').trim();
  return { note: text === '' ? null : text, tooLong: text.length > NOTE_MAX_LENGTH };
}
