// Letters for an avatar. A name as printed (with or without a title) is `personName` of
// `@jongdee/contracts/thai-format`.

// Thai vowels written before their consonant (เ แ โ ใ ไ): never an initial (เกศินี → ก, not เ).
const LEADING_VOWELS = /^[\u0E40-\u0E44]+/u;

function initial(name: string): string {
  const trimmed = name.trim().replace(LEADING_VOWELS, '');
  // A whole grapheme, so a Thai consonant does not lose a mark that belongs to it and emoji stay whole.
  const [first] = new Intl.Segmenter('th', { granularity: 'grapheme' }).segment(trimmed);
  // Thai above/below marks on the consonant (ั ี ุ ่ …) are dropped: an avatar shows the bare letter.
  return (first?.segment ?? '').replace(/[\u0E31\u0E34-\u0E3A\u0E47-\u0E4E]/gu, '').toUpperCase();
}

/** Letters for an avatar: `มานี มีนา` → `มม`, `เกศินี ใจดี` → `กจ`, `John Smith` → `JS`. */
export function initials(firstName: string, lastName = ''): string {
  return `${initial(firstName)}${initial(lastName)}`;
}
