import { Button, Chip, Grid, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import ForumIcon from '@mui/icons-material/Forum';
import SchoolIcon from '@mui/icons-material/School';
import { OVERDRAFT_TRIAL } from '@academy/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { IconCard } from '../../components/IconCard';
import { paths } from '../../config/routes';
import { usePublicConfig } from '../../app/config/api/get-public-config';
import { useSession } from '../../app/session/use-session';
import { BonusesPromotions } from './promotions/BonusesPromotions';
import { ReferralPanel } from './referrals/ReferralPanel';
import { NEW_TAB } from '../../lib/new-tab';

/**
 * /bonuses: the academy's real offers only: the trial overdraft (activated on the dashboard),
 * the course tiers and the community channel.
 */
export function BonusesPage() {
  const { t } = useTranslation('bonuses');
  const { user } = useSession();
  const { tiers, communityUrl } = usePublicConfig();
  // SPEC.md §2: the trial is on offer only while the overdraft flag is exactly false.
  const trialOffered = user?.overdraft === false;

  return (
    <Stack spacing={3}>
      <Typography color="text.secondary">{t('intro')}</Typography>
      <BonusesPromotions />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }}>
          <IconCard
            compactTitle
            icon={<CardGiftcardIcon fontSize="large" />}
            title={t('overdraft.title')}
            actions={() =>
              trialOffered && (
                <Button variant="contained" component={RouterLink} to={paths.dashboard}>
                  {t('overdraft.action')}
                </Button>
              )
            }
          >
            <Typography sx={{ fontWeight: 600 }}>
              {t('overdraft.deposit', { amount: OVERDRAFT_TRIAL.deposit })}
            </Typography>
            <Typography>{t('overdraft.access', { count: OVERDRAFT_TRIAL.days })}</Typography>
            {!trialOffered && (
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {t('overdraft.used')}
              </Typography>
            )}
          </IconCard>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <IconCard
            compactTitle
            icon={<SchoolIcon fontSize="large" />}
            title={t('courses.title')}
            actions={() => (
              <Button variant="contained" component={RouterLink} to={paths.activate}>
                {t('courses.action')}
              </Button>
            )}
          >
            <Typography color="text.secondary">{t('courses.text')}</Typography>
            <List dense disablePadding>
              {tiers.map((tier) => (
                <ListItem key={tier.id} disableGutters>
                  <ListItemText
                    primary={tier.name}
                    secondary={t('courses.price', { price: tier.price })}
                  />
                  {tier.popular && (
                    <Chip size="small" color="secondary" label={t('courses.popular')} />
                  )}
                </ListItem>
              ))}
            </List>
          </IconCard>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <IconCard
            compactTitle
            icon={<ForumIcon fontSize="large" />}
            title={t('community.title')}
            actions={() => (
              <Button variant="contained" href={communityUrl} {...NEW_TAB}>
                {t('community.action')}
              </Button>
            )}
          >
            <Typography color="text.secondary">{t('community.text')}</Typography>
          </IconCard>
        </Grid>
      </Grid>
      <ReferralPanel />
    </Stack>
  );
}
