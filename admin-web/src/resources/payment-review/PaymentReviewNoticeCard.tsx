import { Alert, Button, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCanAccess, useDataProvider, useNotify } from 'react-admin';
import { PAYMENT_REVIEW_NOTICE_MAX_LENGTH, type PaymentReviewNotice } from '@academy/contracts';
import { TitledCard } from '../../components/TitledCard';
import { useTypedTranslate } from '../../i18n/use-typed-translate';
import { academyQueries } from '../../providers/academy-queries';
import type { AcademyDataProvider } from '../../providers/data-provider';

const LANGUAGES = [
  { locale: 'en', label: 'academy.paymentReview.english' },
  { locale: 'ru', label: 'academy.paymentReview.russian' },
] as const;

/** The two texts as staff edit them; an empty one means the student app's own words. */
function NoticeForm({ notice }: { notice: PaymentReviewNotice }) {
  const translate = useTypedTranslate();
  const dataProvider = useDataProvider<AcademyDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { canAccess: canEdit, isPending: checkingAccess } = useCanAccess({
    resource: 'payments',
    action: 'confirm',
  });
  const [texts, setTexts] = useState({ en: notice.en ?? '', ru: notice.ru ?? '' });
  const save = useMutation({
    mutationFn: () =>
      dataProvider.updatePaymentReviewNotice({
        en: texts.en.trim() || null,
        ru: texts.ru.trim() || null,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(academyQueries.paymentReviewNotice(dataProvider).queryKey, saved);
      notify('academy.paymentReview.saved', { type: 'success' });
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  const tooLong = (text: string) => text.trim().length > PAYMENT_REVIEW_NOTICE_MAX_LENGTH;
  const invalid = tooLong(texts.en) || tooLong(texts.ru);
  if (checkingAccess) return <LinearProgress aria-label={translate('ra.page.loading')} />;
  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={(event) => {
        event.preventDefault();
        if (!invalid) save.mutate();
      }}
    >
      {LANGUAGES.map(({ locale, label }) => (
        <TextField
          key={locale}
          label={translate(label)}
          value={texts[locale]}
          onChange={(event) => setTexts({ ...texts, [locale]: event.target.value })}
          error={tooLong(texts[locale])}
          helperText={
            tooLong(texts[locale])
              ? translate('academy.paymentReview.tooLong', {
                  max: PAYMENT_REVIEW_NOTICE_MAX_LENGTH,
                })
              : undefined
          }
          disabled={!canEdit || save.isPending}
          multiline
          minRows={2}
          fullWidth
        />
      ))}
      {canEdit ? (
        <Button
          type="submit"
          variant="contained"
          disabled={invalid || save.isPending}
          sx={{ alignSelf: 'start' }}
        >
          {translate('academy.paymentReview.save')}
        </Button>
      ) : (
        <Alert severity="info">{translate('academy.paymentReview.readOnly')}</Alert>
      )}
    </Stack>
  );
}

/**
 * What students read beside a pending manual payment (what happens next, how long it takes),
 * in English and Russian. Staff who confirm payments change it; the others read it.
 */
export function PaymentReviewNoticeCard() {
  const translate = useTypedTranslate();
  const dataProvider = useDataProvider<AcademyDataProvider>();
  const { data, isError } = useQuery(academyQueries.paymentReviewNotice(dataProvider));
  return (
    <TitledCard title="academy.paymentReview.title" titleVariant="h6">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('academy.paymentReview.help')}
      </Typography>
      {isError && <Alert severity="error">{translate('academy.paymentReview.loadError')}</Alert>}
      {data && <NoticeForm notice={data} />}
    </TitledCard>
  );
}
