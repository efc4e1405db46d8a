import { inBatches } from './in-batches.js';

describe(inBatches.name, () => {
  it('runs batches until one comes back short, and answers the rows of them all', async () => {
    const counts = [3, 3, 1, 3];
    await expect(inBatches(3, () => Promise.resolve(counts.shift()!))).resolves.toBe(7);
    expect(counts).toEqual([3]);
  });

  it('runs once when nothing is due', async () => {
    let runs = 0;
    const batch = () => {
      runs += 1;
      return Promise.resolve(0);
    };
    await expect(inBatches(100, batch)).resolves.toBe(0);
    expect(runs).toBe(1);
  });
});
