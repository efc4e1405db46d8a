import {
  BooleanInput,
  CheckboxGroupInput,
  DateTimeInput,
  NumberInput,
  SelectInput,
  SimpleForm,
  TextInput,
  useGetList,
  useRecordContext,
} from 'react-admin';
import { Alert, Stack } from '@mui/material';
import {
  PROMO_CODE_KINDS,
  TOPUP_COURSE,
  type PromoCodeRecord,
  type TierRecord,
} from '@academy/contracts';
import type { ServerErrorTexts } from '../../../components/server-error';
import { useTypedTranslate } from '../../../i18n/use-typed-translate';
import { promoRules } from './promo-rules';

const kindChoices = PROMO_CODE_KINDS.map((kind) => ({
  id: kind,
  name: `academy.promotions.kind.${kind}`,
}));

/** Why the API refuses to save a code: another code reads the same. */
export const PROMO_SAVE_REFUSALS: ServerErrorTexts = {
  fallback: 'academy.promotions.errors.save',
  byCode: { CONFLICT: 'academy.promotions.errors.taken' },
};

/** The tiers on sale and top-ups, as what a code may apply to. */
function useTargetChoices() {
  const { data: tiers = [] } = useGetList<TierRecord>('tiers', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'position', order: 'ASC' },
  });
  return [
    ...tiers.filter((tier) => !tier.archived).map((tier) => ({ id: tier.id, name: tier.name })),
    { id: TOPUP_COURSE, name: 'academy.promotions.topup' },
  ];
}

/**
 * The code's fields and their rules. A new code gets every field; an existing one keeps its code,
 * and once used, its kind and value too (the API refuses those changes), and can be deactivated.
 */
export function PromoForm({ creating = false }: { creating?: boolean }) {
  const translate = useTypedTranslate();
  const record = useRecordContext<PromoCodeRecord>();
  const targets = useTargetChoices();
  const used = !creating && record !== undefined && record.uses + record.reserved > 0;

  return (
    <SimpleForm
      defaultValues={
        creating
          ? {
              kind: 'percent',
              appliesTo: [],
              maxUsesPerStudent: 1,
              public: false,
              firstPurchaseOnly: false,
            }
          : undefined
      }
    >
      <TextInput
        source="code"
        validate={promoRules.code}
        disabled={!creating}
        helperText="academy.promotions.help.code"
        autoComplete="off"
      />
      {used && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('academy.promotions.help.locked')}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: { sm: 2 }, width: '100%' }}>
        <SelectInput
          source="kind"
          choices={kindChoices}
          validate={promoRules.kind}
          disabled={used}
        />
        <NumberInput
          source="value"
          validate={promoRules.value}
          disabled={used}
          helperText="academy.promotions.help.value"
        />
      </Stack>
      <CheckboxGroupInput
        source="appliesTo"
        choices={targets}
        validate={promoRules.appliesTo}
        helperText="academy.promotions.help.appliesTo"
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: { sm: 2 } }}>
        <NumberInput
          source="maxUses"
          min={1}
          step={1}
          validate={promoRules.maxUses}
          helperText="academy.promotions.help.maxUses"
        />
        <NumberInput
          source="maxUsesPerStudent"
          min={1}
          step={1}
          validate={promoRules.maxUsesPerStudent}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: { sm: 2 } }}>
        <DateTimeInput source="startsAt" />
        <DateTimeInput source="endsAt" validate={promoRules.endsAt} />
      </Stack>
      <BooleanInput source="firstPurchaseOnly" />
      <BooleanInput source="public" helperText="academy.promotions.help.public" />
      <TextInput source="bannerText" validate={promoRules.bannerText} multiline fullWidth />
      {!creating && <BooleanInput source="active" />}
    </SimpleForm>
  );
}
