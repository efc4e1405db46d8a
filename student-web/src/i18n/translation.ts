type PluralBase<Key> = Key extends `${infer Base}_other` ? Base : never;

/**
 * Another language's catalogue for an English one: every English key and no other, each a text.
 * English plurals have `_one` and `_other`; Russian also needs `_few` and `_many`, so a plural
 * key must carry those too. A key added in English without its translation fails the type check.
 */
export type Translation<English> = {
  [Key in keyof English]: English[Key] extends string ? string : Translation<English[Key]>;
} & {
  [Key in PluralBase<keyof English & string> as `${Key}_few` | `${Key}_many`]: string;
};
