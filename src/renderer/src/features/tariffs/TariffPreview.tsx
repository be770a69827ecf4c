import { Button, Input, makeStyles, MessageBar, MessageBarBody, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { CalculatorRegular } from '@fluentui/react-icons';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { formatMoney, money, type Currency } from '@shared/money';
import type { ResourceRow } from '@shared/resources/list-query';
import { routePath } from '@shared/routes';
import { pricingApi, QuoteBodySchema, type QuoteAnswer } from '@shared/tariffs/pricing-api';
import { issuesToTopFields } from '@shared/validation';
import { AppLink } from '@/components/AppLink';
import { DateInput } from '@/components/DateInput';
import { FormError } from '@/components/FormError';
import { FormField } from '@/components/FormField';
import { QuoteLinesTable, useKilograms } from '@/components/QuoteLinesTable';
import { Pending } from '@/components/Pending';
import { Surface } from '@/components/Surface';
import { LookupInput } from '@/components/resource/LookupInput';
import { LookupTags } from '@/components/resource/LookupTags';
import { useApi } from '@/lib/api/context';
import { submitForm, typedNumber } from '@/lib/forms';

const useStyles = makeStyles({
  surface: { gap: tokens.spacingVerticalM },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  // The resource forms' grid: columns wide enough for a date picker and a look-up.
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}` },
  wide: { gridColumn: 'span 2', '@media (max-width: 599.98px)': { gridColumn: 'auto' } },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  total: { fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground3 },
  summary: { display: 'flex', gap: tokens.spacingHorizontalXXL, flexWrap: 'wrap' },
});

/** What the form holds: numbers as typed, read when the form is checked. */
interface Values {
  date: string;
  pieces: string;
  weight: string;
  volume: string;
  shc: string[];
  product: string;
  contractId: number | null;
  flightNumber: string;
  weightLoad: string;
  volumeLoad: string;
}

const optional = (text: string) => (text.trim() === '' ? null : text);

/** The body the quote call takes, from what is typed and the tariff's route. */
function bodyOf(row: ResourceRow, values: Values): Record<string, unknown> {
  const load = values.weightLoad.trim() || values.volumeLoad.trim() ? { weightPercent: typedNumber(values.weightLoad || '0'), volumePercent: typedNumber(values.volumeLoad || '0') } : null;
  return {
    departure: row.departure,
    arrival: row.arrival,
    transfers: row.transfer ?? [],
    date: values.date,
    pieces: typedNumber(values.pieces),
    weight: typedNumber(values.weight),
    volume: optional(values.volume) === null ? null : typedNumber(values.volume),
    shc: values.shc,
    product: optional(values.product),
    contractId: values.contractId,
    flightNumber: optional(values.flightNumber),
    load,
  };
}

/**
 * The tariff info page's price preview (issue 13): the price engine run for a shipment the user
 * types on this tariff's route, with every line and what each candidate tariff lost by.
 */
export function TariffPreview({ row }: { row: ResourceRow }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation(['resources/tariffs', 'resources']);
  const api = useApi();
  const today = new Date().toISOString().slice(0, 10);
  const start = String(row.begin ?? today) > today ? String(row.begin) : today;
  const resolver = useMemo<Resolver<Values>>(
    () => async (values) => {
      const parsed = v.safeParse(QuoteBodySchema, bodyOf(row, values));
      if (parsed.success) return { values, errors: {} };
      const fields = issuesToTopFields(parsed.issues);
      const errors = Object.fromEntries(Object.entries({ ...fields, ...(fields.load ? { weightLoad: fields.load } : {}) }).map(([key, message]) => [key, { type: 'validation', message }]));
      return { values: {}, errors };
    },
    [row],
  );
  const form = useForm<Values>({
    resolver,
    defaultValues: { date: start, pieces: '1', weight: '', volume: '', shc: [], product: '', contractId: (row.contracts as number[] | undefined)?.[0] ?? null, flightNumber: '', weightLoad: '', volumeLoad: '' },
  });
  const quote = useMutation({ mutationFn: (body: Record<string, unknown>) => api.call(pricingApi.quote, { body: body as never }) });
  const [shown, setShown] = useState<QuoteAnswer | null>(null);
  const submit = submitForm(form, async (values) => {
    setShown(null);
    setShown(await quote.mutateAsync(bodyOf(row, values)));
  });
  const { control, formState } = form;
  const field = (name: keyof Values, label: string, inputMode: 'decimal' | 'numeric' | 'text' = 'decimal', required = false) => (
    <FormField control={control} name={name} label={label} required={required}>
      {(props) => <Input {...props} value={String(props.value ?? '')} inputMode={inputMode} aria-label={label} />}
    </FormField>
  );

  return (
    <Surface className={styles.surface}>
      <Subtitle2 as="h2">{t('preview.title')}</Subtitle2>
      <Text className={styles.muted}>{t('preview.hint', { route: [row.departure, ...((row.transfer as string[] | undefined) ?? []), row.arrival].join(' → ') })}</Text>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t('preview.title')}>
        <FormError message={formState.errors.root?.server?.message} />
        <div className={styles.grid}>
          <FormField control={control} name="date" label={t('preview.date')} required>
            {(props) => <DateInput {...props} value={String(props.value ?? '')} aria-label={t('preview.date')} />}
          </FormField>
          {field('pieces', t('preview.pieces'), 'numeric', true)}
          {field('weight', t('preview.weight'), 'decimal', true)}
          {field('volume', t('preview.volume'))}
          <div className={styles.wide}>
            <FormField control={control} name="shc" label={t('preview.shc')}>
              {(props) => <LookupTags lookup="shc" value={props.value as string[]} onChange={props.onChange} onBlur={props.onBlur} aria-label={t('preview.shc')} />}
            </FormField>
          </div>
          {field('product', t('preview.product'), 'text')}
          <FormField control={control} name="contractId" label={t('preview.contract')}>
            {(props) => (
              <LookupInput name="contractId" lookup="contract" value={(props.value as number | null) ?? null} onChange={(value) => props.onChange(value)} onBlur={props.onBlur} aria-label={t('preview.contract')} />
            )}
          </FormField>
          {field('flightNumber', t('preview.flightNumber'), 'text')}
          {field('weightLoad', t('preview.weightLoad'))}
          {field('volumeLoad', t('preview.volumeLoad'))}
        </div>
        <div className={styles.actions}>
          <Button type="submit" appearance="primary" icon={quote.isPending ? <Pending size="tiny" /> : <CalculatorRegular />} disabled={quote.isPending}>
            {t('preview.run')}
          </Button>
        </div>
      </form>
      {shown ? <Breakdown quote={shown} language={i18n.language} /> : null}
    </Surface>
  );
}

/** A few tariffs named per reason: a route's book holds dozens of periods that are not in force. */
const SHOWN_CANDIDATES = 6;

/** The candidates by outcome: the chosen one first, then each reason with the tariffs it ruled out. */
function outcomesOf(quote: QuoteAnswer): { label: string; ids: number[] }[] {
  const groups = new Map<string, number[]>();
  for (const candidate of quote.candidates) {
    const label = candidate.outcome === 'chosen' ? 'chosen' : (candidate.reason ?? 'dearer');
    groups.set(label, [...(groups.get(label) ?? []), candidate.id]);
  }
  return [...groups.entries()].sort(([a], [b]) => Number(b === 'chosen') - Number(a === 'chosen')).map(([label, ids]) => ({ label, ids }));
}

function Breakdown({ quote, language }: { quote: QuoteAnswer; language: string }) {
  const styles = useStyles();
  const { t } = useTranslation(['resources/tariffs', 'resources']);
  const amount = (minor: number) => formatMoney(money(minor, quote.currency as Currency), language);
  const kg = useKilograms();
  // The IATA break-point rule shows on the freight line: rated at a heavier break's weight.
  const freight = quote.lines.find((line) => line.kind === 'freight');
  const tariff = (id: number) => (
    <AppLink to={routePath('tariffs-info', { id: String(id) })}>
      {t('resources:quote.sources.tariffs')} #{id}
    </AppLink>
  );
  return (
    <section aria-label={t('preview.result')} className={styles.form}>
      <div className={styles.summary} role="status">
        <Text>{t('preview.chargeable', { weight: kg(quote.chargeableWeight) })}</Text>
        {freight?.weight !== undefined && freight.weight > quote.chargedWeight ? <Text>{t('preview.breakPoint', { weight: kg(freight.weight), basis: freight.basis ?? '' })}</Text> : null}
        {quote.chargedWeight > quote.chargeableWeight ? <Text>{t('preview.chargedAs', { weight: kg(quote.chargedWeight) })}</Text> : null}
        <Text>{t('preview.rateClass', { rateClass: quote.rateClass })}</Text>
        <Text className={styles.total}>{t('preview.total', { total: amount(quote.total) })}</Text>
      </div>
      <QuoteLinesTable quote={quote} />
      <Subtitle2 as="h3">{t('preview.candidates')}</Subtitle2>
      {quote.candidates.length > 1 ? (
        <ul aria-label={t('preview.candidates')}>
          {outcomesOf(quote).map(({ label, ids }) => (
            <li key={label}>
              {label === 'chosen' ? t('preview.chosen') : t(`preview.reasons.${label}`)}:{' '}
              {ids.slice(0, SHOWN_CANDIDATES).map((id, index) => (
                <span key={id}>
                  {index ? ', ' : ''}
                  {tariff(id)}
                </span>
              ))}
              {ids.length > SHOWN_CANDIDATES ? ` ${t('preview.more', { count: ids.length - SHOWN_CANDIDATES })}` : ''}
            </li>
          ))}
        </ul>
      ) : (
        <Text className={styles.muted}>{t('preview.onlyCandidate')}</Text>
      )}
      {quote.contractId === null ? (
        <MessageBar intent="info">
          <MessageBarBody>{t('preview.publicOnly')}</MessageBarBody>
        </MessageBar>
      ) : null}
    </section>
  );
}
