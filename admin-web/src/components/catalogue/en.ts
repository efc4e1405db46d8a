// SPEC.md has no texts for the catalogue pages; these follow the other back-office pages.

/** The tiers' fields, as `resources.tiers.fields.<source>`. */
export const tierFields = {
  id: 'Id (slug)',
  name: 'Course name',
  price: 'Price, $',
  description: 'Description',
  descriptionRu: 'Description (Russian)',
  popular: 'Popular',
  published: 'Published',
  position: 'Position',
};

/** The books' fields, as `resources.books.fields.<source>`. */
export const bookFields = {
  title: 'Title',
  titleRu: 'Title (Russian)',
  description: 'Description',
  descriptionRu: 'Description (Russian)',
  upload: 'PDF',
  cover: 'Cover',
  tiers: 'Tiers that unlock it',
  minBalance: 'Or a balance of at least, $',
  free: 'Free for everyone signed in',
  published: 'Published',
  position: 'Position',
};

/** The lessons' fields, as `resources.lessons.fields.<source>`. */
export const lessonFields = {
  ...bookFields,
  upload: 'Video',
  durationSeconds: 'Length, seconds',
};

/** The catalogue pages' other texts, as `academy.catalogue.*`. */
export const en = {
  tiers: {
    title: 'Tiers and prices',
    create: 'New tier',
    edit: 'Change tier',
    show: 'Tier',
    slug: 'Lower-case letters, digits and dashes, starting with a letter',
  },
  books: { title: 'Books', create: 'New book', edit: 'Change book', show: 'Book' },
  lessons: { title: 'Lessons', create: 'New lesson', edit: 'Change lesson', show: 'Lesson' },
  price: '$%{price}',
  duration: '%{minutes} min %{seconds} s',
  published: 'Published',
  unpublished: 'Hidden',
  order: 'In the order students see them',
  moveUp: 'Move up',
  moveDown: 'Move down',
  reorderFailed: 'The new order could not be saved: reload the page and try again',
  upload: {
    label: {
      pdf: 'The book (PDF)',
      video: 'The video (MP4, H.264/AAC)',
      image: 'Cover (JPEG, PNG or WebP)',
    },
    choose: 'Choose a file',
    current: 'Stored file: %{file}',
    progress: 'Upload progress',
    preview: 'Preview',
    pause: 'Pause',
    resume: 'Resume',
    retry: 'Retry',
    required: 'Upload a file',
    status: {
      uploading: 'Uploading: %{percent}%',
      paused: 'Paused at %{percent}%',
      failed: 'The connection broke at %{percent}%: retry to go on from there',
      done: 'Uploaded: save to attach it',
    },
  },
  errors: { save: 'The changes could not be saved' },
};
