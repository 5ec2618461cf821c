// Money travels as integer satang (1 baht = 100 satang); only the screen turns it into baht.
const baht = new Intl.NumberFormat('th-TH', { style: 'currency', currency: 'THB' });

/** 125050 → `฿1,250.50`. */
export function formatBaht(satang: number): string {
  return baht.format(satang / 100);
}
