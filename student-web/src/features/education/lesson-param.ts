/** The address names the chosen lesson (`?lesson=3`), so a link or a reload opens it again. */
export const LESSON_PARAM = 'lesson';
