/** A Thai 10-digit bank account as printed in passbooks, `1234567890` → `123-4-56789-0`; anything else as it is. */
export function formatAccountNumber(account: string): string {
  const digits = account.replace(/\D/g, '');
  if (digits.length !== 10) return account;
  return `${digits.slice(0, 3)}-${digits.slice(3, 4)}-${digits.slice(4, 9)}-${digits.slice(9)}`;
}
