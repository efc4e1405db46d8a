/** English texts of the account screens (SPEC.md's exact words). */
export const en = {};
