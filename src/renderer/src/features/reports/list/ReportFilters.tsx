import { Dropdown, Field, makeStyles, Option, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { REPORT_GROUPINGS, REPORT_STATES, type ReportAwbListQuery } from '@shared/reports';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'flex-start' },
  choice: { minWidth: '200px' },
});

/** The reports list's filters: state and grouping, each changing the list at once. */
export function ReportFilters({ query, onChange }: { query: ReportAwbListQuery; onChange(patch: Partial<ReportAwbListQuery>): void }) {
  const styles = useStyles();
  const { t } = useTranslation(['reports', 'resources']);
  const choice = <K extends 'state' | 'groupBy'>(key: K, label: string, options: readonly string[], word: (value: string) => string) => (
    <Field className={styles.choice} label={label}>
      <Dropdown
        aria-label={label}
        value={query[key] ? word(query[key]) : t('resources:list.any')}
        selectedOptions={[query[key] ?? '']}
        onOptionSelect={(_, data) => onChange({ [key]: data.optionValue || undefined, page: 1 } as Partial<ReportAwbListQuery>)}
      >
        <Option value="">{t('resources:list.any')}</Option>
        {options.map((value) => (
          <Option key={value} value={value}>
            {word(value)}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
  return (
    <div className={styles.bar} role="group" aria-label={t('resources:actions.filters')}>
      {choice('state', t('awb.filters.state'), REPORT_STATES, (value) => t(`awb.states.${value}`))}
      {choice('groupBy', t('awb.filters.groupBy'), REPORT_GROUPINGS, (value) => t(`awb.groupings.${value}`))}
    </div>
  );
}
