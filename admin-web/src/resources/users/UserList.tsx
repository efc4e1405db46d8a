// PLACEHOLDER: replaced by the implementation.
export function UserList() {
  return null;
}
