import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useCreatePath, useDataProvider, type Identifier } from 'react-admin';
import { LedgerTable } from '../../../components/LedgerTable';
import { PagedRecords } from '../../../components/PagedRecords';
import { useTypedTranslate } from '../../../i18n/use-typed-translate';
import { academyQueries } from '../../../providers/academy-queries';
import type { AcademyDataProvider } from '../../../providers/data-provider';

const PER_PAGE = 25;

/** The user's balance changes, newest first, a page at a time as the API pages them. */
export function UserLedger({ userId }: { userId: Identifier }) {
  const translate = useTypedTranslate();
  const createPath = useCreatePath();
  const dataProvider = useDataProvider<AcademyDataProvider>();
  const [page, setPage] = useState(1);
  const ledger = useQuery({
    ...academyQueries.userLedger(dataProvider, userId, page, PER_PAGE),
    placeholderData: keepPreviousData,
    retry: false,
  });
  return (
    <PagedRecords
      query={ledger}
      page={page}
      perPage={PER_PAGE}
      onPageChange={setPage}
      failure="academy.users.errors.ledger"
      empty="academy.users.show.noLedger"
    >
      {(entries) => (
        <LedgerTable
          entries={entries}
          renderPayment={(paymentId) => (
            <Link to={createPath({ resource: 'payments', type: 'show', id: paymentId })}>
              {translate('academy.users.show.openPayment')}
            </Link>
          )}
        />
      )}
    </PagedRecords>
  );
}
