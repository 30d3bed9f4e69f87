/**
 * The review limits the stars and the form show (docs/product-rules.md §6), apart from the zod
 * schemas: the read-only stars of a public flow page then load no validation library.
 */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const COMMENT_MAX = 2000;
