// Letters for an avatar. A name as printed (with or without a title) is `personName` of
// `@jongdee/contracts/thai-format`.

// Thai vowels written before their consonant (เ แ โ ใ ไ): never an initial (เกศินี → ก, not เ).
const LEADING_VOWELS = /^[\u0E40-\u0E44]+/u;
// The first letter with the marks written on it: a Thai consonant's marks above and below (ั ี ุ ่ …),
// which an avatar drops, or any other script's combining marks, which it keeps (an accent on a Latin
// letter). `Intl.Segmenter` would say the same for a name, but building one cost the dashboard's first
// render ~20 ms of a phone's CPU (a Thai segmenter loads its data), for two letters.
const FIRST_LETTER = /^(\P{M})(\p{M}*)/u;
const THAI_MARKS = /[\u0E31\u0E34-\u0E3A\u0E47-\u0E4E]/gu;

function initial(name: string): string {
  const match = FIRST_LETTER.exec(name.normalize('NFC').trim().replace(LEADING_VOWELS, ''));
  if (!match) return '';
  return `${match[1]}${(match[2] ?? '').replace(THAI_MARKS, '')}`.toUpperCase();
}

/** Letters for an avatar: `มานี มีนา` → `มม`, `เกศินี ใจดี` → `กจ`, `John Smith` → `JS`. */
export function initials(firstName: string, lastName = ''): string {
  return `${initial(firstName)}${initial(lastName)}`;
}
