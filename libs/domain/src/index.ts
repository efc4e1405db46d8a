export * from './access.js';
export * from './activity.js';
export * from './course.js';
export * from './money.js';
export * from './phone.js';
export * from './registration.js';
export * from './relative-time.js';
export * from './stats.js';
