/** Every screen of the main area and the title its header shows. */
export const MAIN_ROUTES: [path: string, title: string][] = [
  ['/dashboard', 'Dashboard'],
  ['/education', 'Education'],
  ['/education/video', 'Video Lessons'],
  ['/education/video/forex', 'Video Lessons'],
  ['/education/books', 'E-books'],
  ['/activate', 'Account Activation'],
  ['/calendar', 'Economic Calendar'],
  ['/trading', 'Trading Center'],
  ['/bonuses', 'Bonuses & Promotions'],
  ['/settings', 'Profile Settings'],
];
