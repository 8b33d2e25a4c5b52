import { describe, expect, it } from 'vitest';
import { NOTE_MAX_LENGTH, normaliseNote } from './normalise-note';

describe('normaliseNote', () => {
  it.each([
    ['  Giao trước 7h  ', 'Giao trước 7h', false],
    ['', null, false],
    ['   \n\t ', null, false],
    ['Dòng 1\r\nDòng 2', 'Dòng 1\nDòng 2', false],
    ['Cà chua'.normalize('NFD'), 'Cà chua', false],
    ['x'.repeat(NOTE_MAX_LENGTH), 'x'.repeat(NOTE_MAX_LENGTH), false],
    ['x'.repeat(NOTE_MAX_LENGTH + 1), 'x'.repeat(NOTE_MAX_LENGTH + 1), true],
  ])('%j', (input, note, tooLong) => {
    expect(normaliseNote(input)).toEqual({ note, tooLong });
  });
});
