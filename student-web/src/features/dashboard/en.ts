/** English texts of the dashboard screens (SPEC.md's exact words). */
export const en = {};
