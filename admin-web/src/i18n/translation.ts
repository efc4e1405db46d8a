/**
 * Another language's catalogue for an English one: every English key and no other, each a text
 * (polyglot keeps a plural's forms inside one text). A key added in English without its
 * translation fails the type check.
 */
export type Translation<English> = {
  [Key in keyof English]: English[Key] extends string ? string : Translation<English[Key]>;
};
