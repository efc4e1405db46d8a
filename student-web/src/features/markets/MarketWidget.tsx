import { Box, Link, Skeleton, Typography } from '@mui/material';
import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import { useTheme } from '@mui/material/styles';
import { DEFAULT_LOCALE, isLocale } from '@academy/domain';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useInView } from './use-in-view';
import { useWidgetEmbed } from './use-widget-embed';
import {
  MARKET_DATA_ATTRIBUTION_URL,
  readerSettings,
  type MarketWidgetConfig,
  type MarketWidgetName,
} from './widget-configs';
import { NEW_TAB } from '../../lib/new-tab';

const COMPACT_HEIGHT = 160;

export interface MarketWidgetProps {
  /** The provider's widget, e.g. 'events' for the economic calendar. */
  name: MarketWidgetName;
  config: MarketWidgetConfig;
  /** Pixels; the widget is always full width. */
  height: number;
  /** The accessible name of the widget's region. */
  title: string;
}

/**
 * One embed of the external charting provider, started when scrolled into view. A skeleton
 * stands in while it loads; if the provider cannot be reached a calm message takes its place,
 * so the page never shows a blank box or an error.
 */
export function MarketWidget({ name, config, height, title }: MarketWidgetProps) {
  const { t, i18n } = useTranslation('markets');
  const locale = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LOCALE;
  const colorTheme = useTheme().palette.mode;
  // A new language or theme embeds the widget afresh: the provider reads its settings once.
  const configJson = JSON.stringify({ ...config, ...readerSettings(name, locale, colorTheme) });
  const regionRef = useRef<HTMLElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const inView = useInView(regionRef);
  const status = useWidgetEmbed(hostRef, name, configJson, inView);
  // A one-line strip such as the ticker tape has room for the message's first line only.
  const compact = height < COMPACT_HEIGHT;

  return (
    <Box
      component="section"
      ref={regionRef}
      aria-label={title}
      aria-busy={status === 'loading'}
      sx={{ width: '100%' }}
    >
      <Box
        sx={{
          position: 'relative',
          width: '100%',
          height,
          overflow: 'hidden',
          borderRadius: 2,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        <Box
          ref={hostRef}
          sx={{
            position: 'absolute',
            inset: 0,
            visibility: status === 'ready' ? 'visible' : 'hidden',
          }}
        />
        {status === 'loading' && (
          <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
            <Skeleton
              variant="rectangular"
              animation="wave"
              sx={{ position: 'absolute', inset: 0, height: '100%' }}
            />
            <Typography role="status" variant="body2" color="text.secondary" sx={{ zIndex: 1 }}>
              {t('loading')}
            </Typography>
          </Box>
        )}
        {status === 'failed' && (
          <Box
            role="status"
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'flex',
              flexDirection: compact ? 'row' : 'column',
              alignItems: 'center',
              justifyContent: 'center',
              gap: compact ? 1 : 0.5,
              p: compact ? 1 : 2,
              textAlign: 'center',
              color: 'text.secondary',
            }}
          >
            <CloudOffOutlinedIcon aria-hidden fontSize={compact ? 'small' : 'medium'} />
            <Typography
              variant={compact ? 'body2' : 'body1'}
              color="text.primary"
              sx={{ fontWeight: 600 }}
            >
              {t('unavailable')}
            </Typography>
            {!compact && <Typography variant="body2">{t('unavailableHint')}</Typography>}
          </Box>
        )}
      </Box>
      <Box
        component="footer"
        sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, mt: 0.5, color: 'text.secondary' }}
      >
        <Link variant="caption" href={MARKET_DATA_ATTRIBUTION_URL} {...NEW_TAB}>
          {t('attribution')}
        </Link>
        <Typography variant="caption">{t('disclaimer')}</Typography>
      </Box>
    </Box>
  );
}
