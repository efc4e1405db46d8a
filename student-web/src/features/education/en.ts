/** English texts of the education screens (SPEC.md's exact words where it gives them). */
export const en = {
  overview: {
    goToSection: 'Go to Section',
    books: {
      title: 'E-Books',
      description:
        'Seven trading books, from Forex basics to risk management and trader psychology.',
    },
    video: {
      title: 'Video Lessons',
      description:
        'Eight video lessons on trading, Forex, stocks, crypto and analysis, starting with a free demo.',
    },
  },
  books: {
    comingSoon: 'Reading the books opens here soon. Here is what the library holds.',
  },
  lessons: {
    comingSoon: 'Watching the lessons opens here soon. Here is what the course covers.',
    listTitle: 'Course Lessons',
  },
};
