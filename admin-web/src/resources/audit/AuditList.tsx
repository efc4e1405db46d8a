// PLACEHOLDER: replaced by the implementation.
export function AuditList() {
  return null;
}
