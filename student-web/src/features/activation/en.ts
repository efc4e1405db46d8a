/** English texts of the activation screens (SPEC.md's exact words). */
export const en = {};
