/** English texts of the auth screens (SPEC.md's exact words). */
export const en = {};
