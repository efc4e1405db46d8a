import {
  Alert,
  Box,
  Button,
  Card,
  Chip,
  CircularProgress,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import ShareIcon from '@mui/icons-material/Share';
import type { ReferralSummary } from '@academy/contracts';
import { QRCodeSVG } from 'qrcode.react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useReferrals } from './api/get-referrals';
import { useCopyFeedback } from '../../../lib/use-copy-feedback';

/**
 * The student's referral link on the Bonuses page: Copy, Share (the device's share sheet where
 * it has one, else the link is copied) and a QR code, then the friends it brought and the
 * rewards their first payments earned.
 */
export function ReferralPanel() {
  const { t } = useTranslation('bonuses');
  const headingId = useId();
  const referrals = useReferrals();

  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <GroupAddIcon color="primary" fontSize="large" aria-hidden />
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t('referrals.title')}
        </Typography>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('referrals.text')}
      </Typography>
      {referrals.isPending && <CircularProgress aria-label={t('referrals.loading')} />}
      {referrals.isError && <Alert severity="error">{t('referrals.loadFailed')}</Alert>}
      {referrals.data && <ReferralDetails summary={referrals.data} />}
    </Card>
  );
}

function ReferralDetails({ summary }: { summary: ReferralSummary }) {
  const { t, i18n } = useTranslation('bonuses');
  const { copied, copy } = useCopyFeedback(summary.link);
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const money = (amount: number) => t('referrals.money', { amount: amount });

  const share = async () => {
    if (typeof navigator.share === 'function') {
      await navigator
        .share({ title: t('referrals.shareTitle'), url: summary.link })
        .catch(() => undefined);
      return;
    }
    await copy();
  };

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Stack spacing={1.5} sx={{ flexGrow: 1, width: '100%' }}>
          <TextField
            label={t('referrals.link')}
            value={summary.link}
            slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
            onFocus={(event) => event.target.select()}
            fullWidth
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button
              variant="contained"
              startIcon={copied ? <CheckIcon /> : <ContentCopyIcon />}
              onClick={() => void copy()}
            >
              {copied ? t('referrals.copied') : t('referrals.copy')}
            </Button>
            <Button variant="outlined" startIcon={<ShareIcon />} onClick={() => void share()}>
              {t('referrals.share')}
            </Button>
          </Stack>
          <Stack direction="row" spacing={3} component="dl" sx={{ m: 0 }}>
            {(
              [
                ['invited', String(summary.invited)],
                ['paid', String(summary.paid)],
                ['earned', money(summary.earned)],
              ] as const
            ).map(([key, value]) => (
              <Box key={key}>
                <Typography component="dt" color="text.secondary" variant="body2">
                  {t(`referrals.${key}`)}
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 600, fontSize: '1.25rem' }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Stack>
        </Stack>
        <Box
          sx={{ p: 1, bgcolor: '#fff', borderRadius: 1, alignSelf: { xs: 'center', md: 'auto' } }}
        >
          <QRCodeSVG value={summary.link} size={160} title={t('referrals.qr')} role="img" />
        </Box>
      </Stack>
      <Box>
        <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
          {t('referrals.rewards')}
        </Typography>
        {summary.rewards.length === 0 ? (
          <Typography color="text.secondary">{t('referrals.noRewards')}</Typography>
        ) : (
          <List dense disablePadding aria-label={t('referrals.rewards')}>
            {summary.rewards.map((reward) => (
              <ListItem key={reward.id} disableGutters>
                <ListItemText
                  primary={t('referrals.reward', {
                    friend: reward.friend,
                    amount: money(reward.amount),
                  })}
                  secondary={dateFormat.format(new Date(reward.createdAt))}
                />
                {reward.status === 'reversed' && (
                  <Chip size="small" label={t('referrals.reversed')} />
                )}
              </ListItem>
            ))}
          </List>
        )}
      </Box>
      {summary.friends.length > 0 && (
        <Box>
          <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
            {t('referrals.friends')}
          </Typography>
          <List dense disablePadding aria-label={t('referrals.friends')}>
            {summary.friends.map((friend, index) => (
              <ListItem key={`${friend.joinedAt}-${index}`} disableGutters>
                <ListItemText
                  primary={friend.friend}
                  secondary={t(friend.paid ? 'referrals.friendPaid' : 'referrals.friendJoined', {
                    date: dateFormat.format(new Date(friend.joinedAt)),
                  })}
                />
              </ListItem>
            ))}
          </List>
        </Box>
      )}
    </Stack>
  );
}
