export { default } from '../vitest.front-end.mjs';
