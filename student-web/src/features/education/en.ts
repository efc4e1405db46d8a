/** English texts of the education screens (SPEC.md's exact words). */
export const en = {};
