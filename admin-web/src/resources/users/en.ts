/** English texts of this part of the back office (SPEC.md's exact words). */
export const en = {};
