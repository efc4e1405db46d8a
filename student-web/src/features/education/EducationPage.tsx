// PLACEHOLDER: replaced by the screen's implementation.
export function EducationPage() {
  return null;
}
