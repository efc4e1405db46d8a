import { Alert, Card, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { StatsSummary } from '@academy/contracts';
import type { MessageKey } from '../../../i18n/en';
import { useTypedTranslate } from '../../../i18n/use-typed-translate';
import { academyQueries } from '../../../providers/academy-queries';
import type { AcademyDataProvider } from '../../../providers/data-provider';
import { useMoneyText } from './money';

type Tile = { key: keyof StatsSummary; label: MessageKey };

const TILES: readonly Tile[] = [
  { key: 'totalUsers', label: 'academy.users.tiles.totalUsers' },
  { key: 'totalBalance', label: 'academy.users.tiles.totalBalance' },
  { key: 'activeCourses', label: 'academy.users.tiles.activeCourses' },
  { key: 'noCourse', label: 'academy.users.tiles.noCourse' },
];

/** Total Users, Total Balance, Active Courses and No Course, counted by the server. */
export function SummaryTiles() {
  const dataProvider = useDataProvider<AcademyDataProvider>();
  const translate = useTypedTranslate();
  const moneyText = useMoneyText();
  const idPrefix = useId();
  const { data, isError } = useQuery(academyQueries.statsSummary(dataProvider));
  if (isError) {
    return (
      <Alert severity="error" variant="filled" sx={{ my: 1 }}>
        {translate('academy.users.errors.summary')}
      </Alert>
    );
  }
  return (
    <Grid
      container
      spacing={2}
      component="section"
      aria-label={translate('academy.users.tiles.label')}
      sx={{ my: 2 }}
    >
      {TILES.map(({ key, label }) => {
        const value = data?.[key];
        return (
          <Grid key={key} size={{ xs: 6, md: 3 }}>
            <Card
              component="figure"
              aria-labelledby={`${idPrefix}-${key}`}
              sx={{ m: 0, height: '100%' }}
            >
              <CardContent>
                <Typography
                  component="figcaption"
                  id={`${idPrefix}-${key}`}
                  variant="body2"
                  color="text.secondary"
                >
                  {translate(label)}
                </Typography>
                <Typography variant="h5" component="p">
                  {value === undefined ? (
                    <Skeleton width="60%" />
                  ) : key === 'totalBalance' ? (
                    moneyText(value)
                  ) : (
                    value
                  )}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
}
