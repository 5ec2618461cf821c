/**
 * Thai 13-digit identification number (citizen id, also used as a tax id): weights 13…2 on the
 * first 12 digits, check digit = (11 − sum mod 11) mod 10. A leading 0 is valid (non-Thai persons);
 * thirteen identical digits are not.
 */
export function isValidThaiId(value: string): boolean {
  if (!/^\d{13}$/.test(value) || /^(\d)\1{12}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(value[i]) * (13 - i);
  return (11 - (sum % 11)) % 10 === Number(value[12]);
}

/** `1101701234561` → `1-1017-01234-56-1` (groups 1-4-5-2-1). */
export function formatThaiId(value: string): string {
  return `${value.slice(0, 1)}-${value.slice(1, 5)}-${value.slice(5, 10)}-${value.slice(10, 12)}-${value.slice(12)}`;
}
