// Thai strings of the frame every admin list shares: the search box, clearing filters, the pager and
// sorting. What differs per list (its title, its loading line, the unit it counts in) stays in its own texts.ts.
export const adminListTexts = {
  searchLabel: 'ค้นหา',
  clearFilters: 'ล้างตัวกรอง',
  retry: 'ลองใหม่',
  perPageAria: 'จำนวนรายการต่อหน้า',
  sortBy: (column: string) => `เรียงตาม${column}`,
};
