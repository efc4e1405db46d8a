/** English texts of the markets screens (SPEC.md's exact words). */
export const en = {};
