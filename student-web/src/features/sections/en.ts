/** English texts of the sections screens (SPEC.md's exact words). */
export const en = {};
