/** Top Up as the layout and other features offer it. */
export { useTopUpDialog } from './use-top-up-dialog';
