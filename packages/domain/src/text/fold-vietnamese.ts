/**
 * The letters SQL's translate() maps to fold Vietnamese lower-case text the way stripVietnameseMarks does for NFC
 * input: `translate(lower(name), VI_FOLD_FROM, VI_FOLD_TO)` in a query (a company's users searched by name,
 * accent-insensitive) without the unaccent extension, and the same expression backfills stored keys in a migration.
 * fold-vietnamese.test.ts checks every pair against stripVietnameseMarks.
 */
export const VI_FOLD_FROM = 'àáảãạăằắẳẵặâầấẩẫậèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵđ';
export const VI_FOLD_TO = 'aaaaaaaaaaaaaaaaaeeeeeeeeeeeiiiiiooooooooooooooooouuuuuuuuuuuyyyyyd';

/** The same folding in TypeScript (for the LIKE pattern the query compares with). */
export function foldVietnamese(text: string): string {
  const lower = text.normalize('NFC').toLowerCase();
  let out = '';
  for (const ch of lower) {
    const i = VI_FOLD_FROM.indexOf(ch);
    out += i >= 0 ? VI_FOLD_TO[i] : ch;
  }
  return out;
}
