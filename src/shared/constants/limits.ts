/** Largest page any list route hands out, so one request cannot read a whole table. */
export const MAX_PAGE_SIZE = 100;
