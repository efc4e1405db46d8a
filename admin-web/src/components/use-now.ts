import { useEffect, useState } from 'react';

const TICK_MS = 30_000;

/** The current time, renewed every 30 s so that badges and "5m ago" texts age while the page stays open. */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
