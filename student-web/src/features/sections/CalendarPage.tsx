// PLACEHOLDER: replaced by the screen's implementation.
export function CalendarPage() {
  return null;
}
