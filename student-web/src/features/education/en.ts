/** English texts of the education screens (SPEC.md's exact words where it gives them). */
export const en = {
  overview: {
    goToSection: 'Go to Section',
    books: {
      title: 'E-Books',
      description: 'Trading books, from Forex basics to risk management and trader psychology.',
    },
    video: {
      title: 'Video Lessons',
      description: 'Video lessons on trading, Forex, stocks, crypto and analysis.',
    },
  },
  books: {
    cover: 'Cover of {{title}}',
    read: 'Read',
    unavailable: 'Unavailable',
    loading: 'Loading the books…',
    loadFailed: 'The books could not be loaded. Please try again later.',
    failure: {
      locked: 'Your course does not open this book yet: choose a course that includes it.',
      popupBlocked:
        'Your browser blocked the new tab. Allow pop-ups for this site and press Read again.',
      failed: 'The book could not be opened. Please try again.',
    },
  },
  contents: {
    books_one: '{{count}} e-book',
    books_other: '{{count}} e-books',
    lessons_one: '{{count}} video lesson',
    lessons_other: '{{count}} video lessons',
  },
  lessons: {
    courseTitle: 'Trading Fundamentals Video Course',
    premiumNotice: {
      courseOrBalance:
        'The demo lesson is free. The full course opens with the {{courses}} course or a balance of more than {{amount, usdWhole}}.',
      course: 'The demo lesson is free. The full course opens with the {{courses}} course.',
      balance:
        'The demo lesson is free. The full course opens with a balance of more than {{amount, usdWhole}}.',
    },
    loadFailed: 'The lessons could not be loaded. Please try again later.',
    listTitle: 'Course Lessons',
    locked: 'Locked',
    completed: 'Completed',
    available: 'Available',
    premiumOnly: 'This lesson is only available for premium users',
    duration: 'Duration: {{duration}}',
    loading: 'Loading the lesson…',
    videoFailed: 'The video could not be loaded.',
    retry: 'Try again',
  },
};
