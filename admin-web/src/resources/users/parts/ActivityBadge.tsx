import { Chip, type SxProps, type Theme } from '@mui/material';
import { green, grey, red, yellow } from '@mui/material/colors';
import { useRecordContext } from 'react-admin';
import type { User } from '@academy/contracts';
import { activityBadge, type ActivityColor } from '@academy/domain';
import { useTypedTranslate } from '../../../i18n/use-typed-translate';
import { useNow } from '../../../components/use-now';

// Shades dark (or light) enough for their text to keep a 4.5:1 contrast.
const BADGE_SX: Record<ActivityColor, SxProps<Theme>> = {
  green: { bgcolor: green[800], color: 'common.white' },
  yellow: { bgcolor: yellow[600], color: 'common.black' },
  grey: { bgcolor: grey[600], color: 'common.white' },
  red: { bgcolor: red[700], color: 'common.white' },
  default: { color: 'text.secondary' },
};

/** Last activity as SPEC.md §4's badge: Online, Recent, Inactive, Not logged in 2+ days or No Data. */
export function ActivityBadge() {
  const record = useRecordContext<User>();
  const translate = useTypedTranslate();
  const now = useNow();
  if (!record) return null;
  const badge = activityBadge(record.last_activity, now);
  return (
    <Chip
      size="small"
      variant={badge.color === 'default' ? 'outlined' : 'filled'}
      label={translate(`academy.users.activity.${badge.key}`, { _: badge.label })}
      sx={BADGE_SX[badge.color]}
    />
  );
}
