import { useState } from 'react';
import { Alert, Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useRefresh } from 'react-admin';
import { useTypedTranslate } from '../../../i18n/use-typed-translate';
import { academyQueries } from '../../../providers/academy-queries';
import type { AcademyDataProvider } from '../../../providers/data-provider';
import { BulkBalanceDialog } from './BulkBalanceDialog';

/**
 * The bulk balance changes still running, found again after a reload or on another staff
 * member's screen: each one a banner that opens its progress.
 */
export function OpenBulkBalanceJobs() {
  const translate = useTypedTranslate();
  const dataProvider = useDataProvider<AcademyDataProvider>();
  const refresh = useRefresh();
  const [shownJobId, setShownJobId] = useState<string | null>(null);
  const open = useQuery({
    ...academyQueries.openBulkBalanceJobs(dataProvider),
    // Staff who may not change balances are refused the list: they see no banner.
    retry: false,
  });
  return (
    <>
      {(open.data ?? []).map((job) => (
        <Alert
          key={job.id}
          severity="info"
          sx={{ mb: 1 }}
          action={
            <Button color="inherit" size="small" onClick={() => setShownJobId(job.id)}>
              {translate('academy.users.bulk.showProgress')}
            </Button>
          }
        >
          {translate('academy.users.bulk.running', {
            createdBy: job.createdBy,
            percentage: job.percentage,
          })}
        </Alert>
      ))}
      {shownJobId !== null && (
        <BulkBalanceDialog
          key={shownJobId}
          jobId={shownJobId}
          target={{ ids: [] }}
          open
          onClose={() => setShownJobId(null)}
          onDone={() => {
            setShownJobId(null);
            void open.refetch();
            refresh();
          }}
        />
      )}
    </>
  );
}
