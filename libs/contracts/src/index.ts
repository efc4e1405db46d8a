export * from './admin.js';
export * from './auth.js';
export * from './catalogue.js';
export * from './config.js';
export * from './content.js';
export * from './errors.js';
export * from './payments.js';
export * from './user.js';
