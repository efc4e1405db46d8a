// Lets a test start a command-line tool from its TypeScript sources in a child process, as the
// built CLI would run: `node --import ./test/support/run-typescript.mjs src/cli/<tool>.ts`.
import { register } from 'node:module';

register('./typescript-hooks.mjs', import.meta.url);
