/**
 * The page sizes the screens ask lists for: a customer's own lists show 10 a page, and staff choose 20
 * (the first), 50 or 100. The API keeps a statement of its own for each size's first page (its
 * db/prepared.ts); any other size from 1 to 100 works too.
 */
export const CUSTOMER_PAGE_SIZE = 10;
export const STAFF_PAGE_SIZES = [20, 50, 100] as const;
