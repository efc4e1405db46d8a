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
  return (
    <PagedRecords
      pageQuery={(page, perPage) => academyQueries.userLedger(dataProvider, userId, page, perPage)}
      perPage={PER_PAGE}
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
