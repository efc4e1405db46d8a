/** Every route of the student app, in one place. */
export const paths = {
  login: '/login',
  register: '/register',
  checkout: '/checkout',
  resetPassword: '/reset-password',
  home: '/',
  dashboard: '/dashboard',
  education: '/education',
  videoLessons: '/education/video',
  forexLessons: '/education/video/forex',
  books: '/education/books',
  activate: '/activate',
  calendar: '/calendar',
  trading: '/trading',
  bonuses: '/bonuses',
  settings: '/settings',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];
