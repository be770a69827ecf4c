import { Button, Dropdown, Field, Input, makeStyles, Option, Switch, Text, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { PAYMENT_METHODS, type PaymentMethod } from '@shared/constants';
import { EMPTY_PAYMENT_METHOD, PaymentMethodSchema, type PaymentMethodRow } from '@shared/parties/contracts';
import { issuesToFields, translateMessage } from '@shared/validation';
import type { FieldEditorProps } from '@/components/resource/editors';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  head: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', flexWrap: 'wrap' },
  grow: { flexGrow: 1 },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}` },
  switches: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground3 },
});

const TEXTS = ['applicability', 'clientName', 'clientCodeRu', 'clientCodeEn', 'label', 'value'] as const;
const FLAGS = ['changeable', 'agentMustSpecify', 'required'] as const;

/**
 * A contract's payment methods (section 3) edited inside the contract form: one card per method,
 * each checked by the shared schema once left, a method chosen at most once.
 */
export function PaymentMethodsEditor({ value, onChange, 'aria-label': label }: FieldEditorProps) {
  const styles = useStyles();
  const { t } = useTranslation(['resources/contracts', 'validation']);
  const rows = (Array.isArray(value) ? value : []) as PaymentMethodRow[];
  const [left, setLeft] = useState<ReadonlySet<number>>(new Set());
  const free = PAYMENT_METHODS.filter((method) => !rows.some((row) => row.method === method));

  const problems = (row: PaymentMethodRow): Record<string, string> => {
    const parsed = v.safeParse(PaymentMethodSchema, row);
    if (parsed.success) return {};
    return Object.fromEntries(Object.entries(issuesToFields(parsed.issues)).map(([key, message]) => [key, translateMessage(message, (k, params) => t(k, params))]));
  };
  const change = (index: number, patch: Partial<PaymentMethodRow>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const remove = (index: number) => {
    onChange(rows.filter((_, i) => i !== index));
    setLeft(new Set([...left].filter((i) => i !== index).map((i) => (i > index ? i - 1 : i))));
  };
  const leave = (index: number) => setLeft(new Set(left).add(index));

  return (
    <div className={styles.list} role="group" aria-label={label}>
      {rows.length === 0 ? <Text className={styles.muted}>{t('methods.empty')}</Text> : null}
      {rows.map((row, index) => {
        const errors = left.has(index) ? problems(row) : {};
        const twice = rows.findIndex((other) => other.method === row.method) !== index;
        const number = index + 1;
        return (
          <div key={index} className={styles.card} onBlur={() => leave(index)}>
            <div className={styles.head}>
              <Field label={`${t('methods.method')} ${number}`} required validationState={twice ? 'error' : 'none'} validationMessage={twice ? t('methodTwice') : undefined}>
                <Dropdown
                  value={t(`methods.codes.${row.method}`)}
                  selectedOptions={[row.method]}
                  onOptionSelect={(_, data) => change(index, { method: (data.optionValue as PaymentMethod | undefined) ?? row.method })}
                >
                  {PAYMENT_METHODS.map((method) => (
                    <Option key={method} value={method}>
                      {t(`methods.codes.${method}`)}
                    </Option>
                  ))}
                </Dropdown>
              </Field>
              <span className={styles.grow} />
              <Button appearance="subtle" icon={<DeleteRegular />} aria-label={`${t('methods.remove')} ${number}`} title={t('methods.remove')} onClick={() => remove(index)} />
            </div>
            <div className={styles.grid}>
              {TEXTS.map((key) => (
                <Field key={key} label={t(`methods.${key}`)} validationState={errors[key] ? 'error' : 'none'} validationMessage={errors[key]}>
                  <Input aria-label={`${t(`methods.${key}`)} ${number}`} value={row[key] ?? ''} onChange={(_, data) => change(index, { [key]: data.value === '' ? null : data.value })} />
                </Field>
              ))}
            </div>
            <div className={styles.switches}>
              {FLAGS.map((key) => (
                <Switch key={key} label={t(`methods.${key}`)} aria-label={`${t(`methods.${key}`)} ${number}`} checked={row[key]} onChange={(_, data) => change(index, { [key]: data.checked })} />
              ))}
            </div>
          </div>
        );
      })}
      {free.length ? (
        <div>
          <Button icon={<AddRegular />} onClick={() => onChange([...rows, { ...EMPTY_PAYMENT_METHOD, method: free[0]! }])}>
            {t('methods.add')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
