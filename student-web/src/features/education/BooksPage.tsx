// PLACEHOLDER: replaced by the screen's implementation.
export function BooksPage() {
  return null;
}
