// PLACEHOLDER: replaced by the screen's implementation.
export function VideoLessonsPage() {
  return null;
}
