import { FigureCard } from './FigureCard';

/** SPEC.md: the count is written the Russian way, e.g. 12 345 with a narrow no-break space. */
const RUSSIAN_NUMBER = new Intl.NumberFormat('ru-RU');

export function TotalUsersCard({ count }: { count: number }) {
  return <FigureCard title="academy.statistics.totalUsers" figure={RUSSIAN_NUMBER.format(count)} />;
}
