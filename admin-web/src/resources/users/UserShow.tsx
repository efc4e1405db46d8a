import { useState } from 'react';
import { Box, Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
import {
  CanAccess,
  ListBase,
  Pagination,
  Show,
  TopToolbar,
  useCanAccess,
  useLocale,
  useRecordContext,
} from 'react-admin';
import type { User } from '@academy/contracts';
import { DetailList, ShowGrid, ShowSection } from '../../components/ShowSection';
import { AuditTrail } from '../../components/AuditTrail';
import { useDateText } from '../../components/use-date-text';
import { TruncatedText } from '../../components/TruncatedText';
import { useNow } from '../../components/use-now';
import { ErrorBanner, ErrorBannerProvider } from '../../components/ErrorBanner';
import { useTypedTranslate } from '../../i18n/use-typed-translate';
import { USER_AUDIT } from '../../providers/data-provider';
import { PaymentStackedList } from '../payments';
import { ActivityBadge } from './parts/ActivityBadge';
import { BalanceField } from './parts/BalanceField';
import { CourseField } from './parts/CourseField';
import { EditAccountButton } from './parts/EditAccountButton';
import { EmailStatusField } from './parts/EmailStatusField';
import { UserLedger } from './parts/UserLedger';
import { UserRowActions } from './parts/UserRowActions';

function UserTitle() {
  const user = useRecordContext<User>();
  const translate = useTypedTranslate();
  if (!user) return null;
  const name = [user.username, user.lastname].join(' ').trim();
  return (
    <>
      {name === ''
        ? translate('academy.users.show.title', { id: user.id })
        : translate('academy.users.show.namedTitle', { name, id: user.id })}
    </>
  );
}

/** The trial's state: running with its end, used with when it ended, or never used. */
function TrialText({ user }: { user: User }) {
  const translate = useTypedTranslate();
  const dateText = useDateText();
  const now = useNow();
  if (!user.overdraft) return <>{translate('academy.users.show.trialNever')}</>;
  const end = user.overdraft_expires_at;
  const running = end !== null && new Date(end).getTime() > now.getTime();
  return (
    <>
      {translate(running ? 'academy.users.show.trialRunning' : 'academy.users.show.trialEnded', {
        date: dateText(end) ?? translate('academy.users.show.none'),
      })}
    </>
  );
}

type HistoryTab = 'ledger' | 'payments' | 'audit';

function UserHistory({ user }: { user: User }) {
  const translate = useTypedTranslate();
  const [tab, setTab] = useState<HistoryTab>('ledger');
  // The user's own audit trail is for everyone who may read users (the whole log is for admins).
  const { canAccess: canReadAudit } = useCanAccess({ resource: USER_AUDIT, action: 'list' });
  const tabs: HistoryTab[] = canReadAudit
    ? ['ledger', 'payments', 'audit']
    : ['ledger', 'payments'];
  return (
    <Card variant="outlined" sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
      <Tabs
        value={tab}
        onChange={(_, next: HistoryTab) => setTab(next)}
        aria-label={translate('academy.users.show.tabs')}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {tabs.map((name) => (
          <Tab
            key={name}
            value={name}
            id={`user-tab-${name}`}
            aria-controls={`user-tabpanel-${name}`}
            label={translate(`academy.users.show.${name}`)}
          />
        ))}
      </Tabs>
      <CardContent
        role="tabpanel"
        id={`user-tabpanel-${tab}`}
        aria-labelledby={`user-tab-${tab}`}
        sx={{ minWidth: 0 }}
      >
        {tab === 'ledger' && <UserLedger userId={user.id} />}
        {tab === 'payments' && (
          <ListBase
            resource="payments"
            filter={{ userId: user.id }}
            sort={{ field: 'created_at', order: 'DESC' }}
            perPage={25}
            disableSyncWithLocation
            storeKey={false}
            empty={
              <Typography color="text.secondary">
                {translate('academy.users.show.noPayments')}
              </Typography>
            }
          >
            <PaymentStackedList />
            <Pagination rowsPerPageOptions={[]} />
          </ListBase>
        )}
        {tab === 'audit' && (
          <AuditTrail of={{ userId: user.id }} emptyText="academy.users.show.noAudit" paged />
        )}
      </CardContent>
    </Card>
  );
}

/** A language's name in the staff member's own: 'английский' for 'en' on a Russian page. */
function useLanguageName(): (code: string) => string {
  const locale = useLocale();
  const names = new Intl.DisplayNames(locale, { type: 'language' });
  return (code) => names.of(code) ?? code;
}

function UserShowLayout() {
  const user = useRecordContext<User>();
  const dateText = useDateText();
  const languageName = useLanguageName();
  const translate = useTypedTranslate();
  if (!user) return null;
  return (
    <ShowGrid columns="repeat(2, minmax(0, 1fr))" from="md">
      <ErrorBanner />
      <ShowSection title="academy.users.show.profile">
        <DetailList
          emptyText="academy.users.show.none"
          rows={[
            ['resources.users.fields.id', user.id],
            ['resources.users.fields.username', user.username],
            ['resources.users.fields.lastname', user.lastname],
            ['resources.users.fields.email', <TruncatedText key="email" text={user.email} />],
            ['academy.users.show.email', <EmailStatusField key="email" user={user} />],
            ['resources.users.fields.contact', user.contact],
            [
              'academy.users.show.locale',
              user.locale
                ? languageName(user.locale)
                : translate('academy.users.show.localeFromDevice'),
            ],
          ]}
        />
      </ShowSection>
      <ShowSection title="academy.users.show.account">
        <DetailList
          emptyText="academy.users.show.none"
          rows={[
            ['resources.users.fields.balance', <BalanceField key="balance" />],
            ['resources.users.fields.course', <CourseField key="course" />],
            ['academy.users.show.trial', <TrialText key="trial" user={user} />],
            ['resources.users.fields.created_at', dateText(user.created_at)],
            [
              'resources.users.fields.last_activity',
              <Box key="activity" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                <ActivityBadge />
                {dateText(user.last_activity)}
              </Box>,
            ],
          ]}
        />
      </ShowSection>
      <UserHistory user={user} />
    </ShowGrid>
  );
}

function UserShowActions() {
  return (
    <TopToolbar sx={{ alignItems: 'center' }}>
      <CanAccess resource="users" action="edit">
        <EditAccountButton />
      </CanAccess>
      <UserRowActions />
    </TopToolbar>
  );
}

/** /admin/users/:id: one student's profile, money and trial, and what happened to them. */
export function UserShow({ id }: { id?: number }) {
  return (
    <ErrorBannerProvider>
      <Show<User> id={id} title={<UserTitle />} actions={<UserShowActions />}>
        <UserShowLayout />
      </Show>
    </ErrorBannerProvider>
  );
}
