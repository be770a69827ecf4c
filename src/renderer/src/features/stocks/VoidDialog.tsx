import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Input,
  makeStyles,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { DismissCircleRegular } from '@fluentui/react-icons';
import { useEffect, useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { LAYOUT_SIZES } from '@shared/constants';
import { StockVoidSchema, type StockVoidResult } from '@shared/stocks/definition';
import { issuesToTopFields } from '@shared/validation';
import { FormError } from '@/components/FormError';
import { FormField } from '@/components/FormField';
import { submitForm } from '@/lib/forms';
import { useVoidStockItems } from './void-stock-items';

const useStyles = makeStyles({
  surface: { minWidth: `min(${LAYOUT_SIZES.modalMinWidthPx}px, calc(100vw - 32px))`, maxWidth: '640px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  range: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: tokens.spacingHorizontalM, '@media (max-width: 520px)': { gridTemplateColumns: '1fr' } },
  chosen: { wordBreak: 'break-word' },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/** How many chosen numbers the dialog names before "…". */
const NAMED = 12;

interface Values {
  items: number[];
  from: string;
  to: string;
  comment: string;
  sure: boolean;
}

/** The shared schema checks the dialog as the server will; messages land on their fields. */
const resolver: Resolver<Values> = async (values) => {
  const result = v.safeParse(StockVoidSchema, values);
  if (result.success) return { values, errors: {} };
  const errors = Object.fromEntries(Object.entries(issuesToTopFields(result.issues)).map(([key, message]) => [key, { type: 'validation', message }]));
  return { values: {}, errors };
};

export type VoidTarget = { kind: 'items'; items: { id: number; awb: string }[] } | { kind: 'range' };

/**
 * Voiding numbers (section 3): the chosen numbers or a range, a reason, and 'I am sure' — the Void
 * button waits for it. What was typed stays when the server refuses (a used number in the range).
 */
export function VoidDialog({ stockId, target, open, onClose, onVoided }: { stockId: number; target: VoidTarget; open: boolean; onClose(): void; onVoided(result: StockVoidResult): void }) {
  const styles = useStyles();
  const { t } = useTranslation('resources/stocks');
  const voidItems = useVoidStockItems(stockId);
  const initial = useMemo<Values>(() => ({ items: target.kind === 'items' ? target.items.map((item) => item.id) : [], from: '', to: '', comment: '', sure: false }), [target]);
  const form = useForm<Values>({ resolver, defaultValues: initial });
  const { control, formState, reset, watch } = form;
  useEffect(() => {
    if (open) reset(initial);
  }, [open, initial, reset]);
  const sure = watch('sure');

  const submit = submitForm(form, async (values) => {
    // The resolver let the form through: the user ticked "I am sure".
    const result = await voidItems.mutateAsync({ ...values, sure: true });
    onVoided(result);
  });

  const named = target.kind === 'items' ? target.items.slice(0, NAMED).map((item) => item.awb).join(', ') + (target.items.length > NAMED ? '…' : '') : '';
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && !formState.isSubmitting && onClose()}>
      <DialogSurface className={styles.surface}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogBody>
            <DialogTitle>{t('void.title')}</DialogTitle>
            <DialogContent className={styles.content}>
              <FormError message={formState.errors.root?.server?.message} />
              {target.kind === 'items' ? (
                <>
                  <Text className={styles.chosen}>{t('void.chosen', { count: target.items.length, numbers: named })}</Text>
                  {formState.errors.items?.message ? (
                    <Text role="alert" className={styles.error}>
                      {formState.errors.items.message}
                    </Text>
                  ) : null}
                </>
              ) : (
                <div className={styles.range}>
                  <FormField control={control} name="from" label={t('void.from')} hint={t('void.numberHint')} required>
                    {(field) => <Input {...field} inputMode="numeric" autoComplete="off" onChange={(_, data) => field.onChange(data.value)} />}
                  </FormField>
                  <FormField control={control} name="to" label={t('void.to')} hint={t('void.numberHint')} required>
                    {(field) => <Input {...field} inputMode="numeric" autoComplete="off" onChange={(_, data) => field.onChange(data.value)} />}
                  </FormField>
                </div>
              )}
              <FormField control={control} name="comment" label={t('void.comment')} required>
                {(field) => <Textarea {...field} rows={3} resize="vertical" onChange={(_, data) => field.onChange(data.value)} />}
              </FormField>
              <FormField control={control} name="sure" label="">
                {(field) => (
                  <Checkbox
                    ref={field.ref}
                    name={field.name}
                    onBlur={field.onBlur}
                    checked={field.value}
                    onChange={(_, data) => field.onChange(data.checked === true)}
                    label={t('void.sure')}
                  />
                )}
              </FormField>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" disabled={formState.isSubmitting} onClick={onClose}>
                {t('void.cancel')}
              </Button>
              <Button type="submit" appearance="primary" icon={<DismissCircleRegular />} disabled={!sure || formState.isSubmitting}>
                {t('void.submit')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
