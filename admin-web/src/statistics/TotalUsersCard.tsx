import { Card, CardContent, Typography } from '@mui/material';
import { useId } from 'react';
import { FittedFigure } from '../components/FittedFigure';
import { useTypedTranslate } from '../i18n/use-typed-translate';

/** SPEC.md: the count is written the Russian way, e.g. 12 345 with a narrow no-break space. */
const RUSSIAN_NUMBER = new Intl.NumberFormat('ru-RU');

export function TotalUsersCard({ count }: { count: number }) {
  const translate = useTypedTranslate();
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} component="h2" variant="subtitle1" color="text.secondary">
          {translate('academy.statistics.totalUsers')}
        </Typography>
        <FittedFigure>{RUSSIAN_NUMBER.format(count)}</FittedFigure>
      </CardContent>
    </Card>
  );
}
