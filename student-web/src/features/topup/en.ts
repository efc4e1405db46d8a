/** English texts of the topup screens (SPEC.md's exact words). */
export const en = {};
