import type { SyntheticEvent } from 'react';

type VideoHandler = (event: SyntheticEvent<HTMLVideoElement>) => void;
type VideoHandlers = Partial<Record<string, VideoHandler>>;

/** One set of the player's event props that calls each set's handler in turn. */
export function chainVideoEvents<A extends VideoHandlers, B extends VideoHandlers>(
  first: A,
  second: B,
): A & B {
  const names = new Set([...Object.keys(first), ...Object.keys(second)]);
  return Object.fromEntries(
    [...names].map((name) => [
      name,
      (event: SyntheticEvent<HTMLVideoElement>) => {
        first[name]?.(event);
        second[name]?.(event);
      },
    ]),
  ) as A & B;
}
