// Runs in the password hasher's worker threads (password-hasher.ts): each hash or verification
// takes the thread it runs on, whose lowered priority keeps the event loop answering meanwhile.
// Plain JavaScript, so that the same file serves the built API and the tests run from source.
import { hashSync, verifySync } from '@node-rs/argon2';

/** @param {{ password: string, hash?: string, options: import('@node-rs/argon2').Options }} task */
export default function hashOrVerify({ password, hash, options }) {
  return hash === undefined ? hashSync(password, options) : verifySync(hash, password, options);
}
