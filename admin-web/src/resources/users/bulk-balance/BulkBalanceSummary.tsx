import {
  Button,
  DialogActions,
  DialogContent,
  DialogContentText,
  List,
  ListItem,
  ListItemText,
} from '@mui/material';
import { ERROR_CODES, type BulkBalanceJob, type BulkBalanceRefusal } from '@academy/contracts';
import { problemText } from '../../../components/server-error';
import { useTypedTranslate } from '../../../i18n/use-typed-translate';
import { useMoneyText } from '../parts/money';

/** The last step: how many users were changed and why the others were not. */
export function BulkBalanceSummary({ job, onClose }: { job: BulkBalanceJob; onClose: () => void }) {
  const translate = useTypedTranslate();
  const moneyText = useMoneyText();

  /** Why a user was left as they were, in the staff member's language (amounts as money). */
  const refusalText = ({ code, params, message }: BulkBalanceRefusal) =>
    code === ERROR_CODES.NOT_FOUND
      ? translate('academy.users.bulk.notFound')
      : problemText(translate, {
          code,
          message,
          params:
            params &&
            Object.fromEntries(Object.entries(params).map(([name, usd]) => [name, moneyText(usd)])),
        });

  return (
    <>
      <DialogContent>
        {job.status === 'cancelled' && (
          <DialogContentText>{translate('academy.users.bulk.cancelled')}</DialogContentText>
        )}
        {job.status === 'failed' && (
          <DialogContentText color="error">
            {translate('academy.users.bulk.stopped', { message: job.error ?? '' })}
          </DialogContentText>
        )}
        <DialogContentText>
          {translate('academy.users.bulk.succeeded', { count: job.succeeded })}
        </DialogContentText>
        {job.refused > 0 && (
          <>
            <DialogContentText color="error">
              {translate('academy.users.bulk.failed', { count: job.refused })}
            </DialogContentText>
            <List dense>
              {job.refusals.map((refusal) => (
                <ListItem key={refusal.id} disableGutters>
                  <ListItemText
                    primary={translate('academy.users.bulk.failure', {
                      id: refusal.id,
                      message: refusalText(refusal),
                    })}
                  />
                </ListItem>
              ))}
            </List>
            {job.refused > job.refusals.length && (
              <DialogContentText>
                {translate('academy.users.bulk.moreRefused', {
                  count: job.refused - job.refusals.length,
                })}
              </DialogContentText>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" autoFocus onClick={onClose}>
          {translate('academy.users.actions.close')}
        </Button>
      </DialogActions>
    </>
  );
}
