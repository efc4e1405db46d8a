/**
 * Runs `batch` again and again until one handles fewer than `size` rows, which means none are
 * left; answers how many rows all of them handled. Each batch claims and commits on its own, so a
 * long sweep neither holds its locks to the end nor loses what it did before a failure.
 */
export async function inBatches(size: number, batch: () => Promise<number>): Promise<number> {
  let handled = 0;
  for (;;) {
    const count = await batch();
    handled += count;
    if (count < size) return handled;
  }
}
