import { Button, makeStyles, Radio, RadioGroup, Text, tokens } from '@fluentui/react-components';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import * as v from 'valibot';
import { REPORT_GROUPINGS, ReportAwbBodySchema, type ReportAwbBody, type ReportAwbRow, type ReportGrouping } from '@shared/reports';
import { routePath } from '@shared/routes';
import { issuesToTopFields } from '@shared/validation';
import { DateInput } from '@/components/DateInput';
import { FormError } from '@/components/FormError';
import { FormField } from '@/components/FormField';
import { Surface } from '@/components/Surface';
import { dayOfDate } from '@/lib/dates';
import { resolverResult } from '@/lib/form-problems';
import { submitForm } from '@/lib/forms';
import { useSaveReport } from '../api/reports';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL, maxWidth: '640px' },
  pair: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: tokens.spacingHorizontalL },
  hint: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

interface Values {
  dateFrom: string | null;
  dateTo: string | null;
  groupBy: ReportGrouping;
}

const bodyOf = (values: Values) => ({ dateFrom: values.dateFrom ?? '', dateTo: values.dateTo ?? '', groupBy: values.groupBy });

/** The server's rules, checked as typed: the same messages on the same fields (section 5's). */
const resolver: Resolver<Values> = async (values) => {
  const result = v.safeParse(ReportAwbBodySchema, bodyOf(values));
  return resolverResult(values, result.success ? {} : issuesToTopFields(result.issues));
};

/** The first day of the current month: a report usually covers the month so far. */
const monthStart = (): string => `${dayOfDate(new Date()).slice(0, 8)}01`;

/**
 * Asking for a report (`report` null) or for one to be built again over a new range or grouping:
 * the date range (required, its minimum below its maximum) and the grouping. Saving opens the
 * report, which shows its progress while it builds; a refusal keeps what was typed.
 */
export function ReportForm({ report }: { report: ReportAwbRow | null }) {
  const styles = useStyles();
  const { t } = useTranslation(['reports', 'resources']);
  const navigate = useNavigate();
  const save = useSaveReport(report?.id ?? null);
  const form = useForm<Values>({
    resolver,
    defaultValues: report ? { dateFrom: report.dateFrom, dateTo: report.dateTo, groupBy: report.groupBy } : { dateFrom: monthStart(), dateTo: dayOfDate(new Date()), groupBy: 'period' },
  });
  const { control, formState } = form;
  const submit = submitForm(form, async (values) => {
    const saved = await save.mutateAsync(bodyOf(values) as ReportAwbBody);
    void navigate(routePath('report-awb-info', { id: String(saved.id) }));
  });
  const back = report ? routePath('report-awb-info', { id: String(report.id) }) : routePath('report-awb');
  return (
    <Surface>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t(report ? 'awb.editTitle' : 'awb.addTitle')}>
        <FormError message={formState.errors.root?.server?.message} />
        {report ? <Text className={styles.hint}>{t('awb.editHint')}</Text> : null}
        <div className={styles.pair}>
          <FormField control={control} name="dateFrom" label={t('awb.fields.dateFrom')} required>
            {(field) => <DateInput value={field.value} onChange={field.onChange} onBlur={field.onBlur} name={field.name} />}
          </FormField>
          <FormField control={control} name="dateTo" label={t('awb.fields.dateTo')} required>
            {(field) => <DateInput value={field.value} onChange={field.onChange} onBlur={field.onBlur} name={field.name} />}
          </FormField>
        </div>
        <FormField control={control} name="groupBy" label={t('awb.fields.groupBy')} required>
          {(field) => (
            <RadioGroup layout="horizontal" value={field.value} onChange={(_, data) => field.onChange(data.value)} name={field.name}>
              {REPORT_GROUPINGS.map((grouping) => (
                <Radio key={grouping} value={grouping} label={t(`awb.groupings.${grouping}`)} />
              ))}
            </RadioGroup>
          )}
        </FormField>
        <div className={styles.actions}>
          <Button type="submit" appearance="primary" disabled={formState.isSubmitting}>
            {t(report ? 'awb.rebuild' : 'awb.build')}
          </Button>
          <Button onClick={() => void navigate(back)}>{t('awb.cancel')}</Button>
        </div>
      </form>
    </Surface>
  );
}
