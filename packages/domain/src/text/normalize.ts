/**
 * Vietnamese text keys. Decomposing (NFD) and dropping combining marks removes every
 * tone and vowel mark, including ỷ/ỹ/ỵ and already-decomposed input; đ/Đ are letters of
 * their own (not a d with a mark) so they are mapped explicitly.
 */
export function stripVietnameseMarks(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D');
}

/** Text is stored as NFC so that equal-looking names compare equal. */
export function toNfc(text: string): string {
  return text.normalize('NFC');
}

/** The normalised search key: lower case, no marks, single spaces. */
export function searchKey(text: string): string {
  return stripVietnameseMarks(text)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
