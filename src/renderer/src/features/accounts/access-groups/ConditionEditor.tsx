import { Button, Dropdown, Field, makeStyles, mergeClasses, Option, Switch, tokens } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { AbilityCondition } from '@shared/abilities';
import { CONDITION_TYPES } from '@shared/accounts/group-abilities';
import { LookupInput } from '@/components/resource/LookupInput';
import { LookupTags } from '@/components/resource/LookupTags';
import { withType } from './with-type';

const useStyles = makeStyles({
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  // Each control fills its part of the row and no more: pickers otherwise keep their own width
  // and run over their neighbours.
  part: {
    minWidth: 0,
    '& .fui-Combobox, & .fui-Dropdown, & .fui-TagPickerControl': { width: '100%', minWidth: 0, boxSizing: 'border-box' },
    '& .fui-Combobox__input': { minWidth: 0 },
  },
  type: { flex: '0 0 200px' },
  company: { flex: '1 1 200px' },
  airports: { flex: '2 1 220px' },
  remove: { marginLeft: 'auto', marginBottom: '2px' },
});

interface ConditionEditorProps {
  condition: AbilityCondition;
  /** The ability's label, to name the controls for screen readers. */
  abilityLabel: string;
  defaultCompany: string;
  onChange(condition: AbilityCondition): void;
  onRemove(): void;
}

/** One condition of section 6: its type, then the airline and airport lists that type takes. */
export function ConditionEditor({ condition, abilityLabel, defaultCompany, onChange, onRemove }: ConditionEditorProps) {
  const styles = useStyles();
  const { t } = useTranslation('resources/access-groups');
  const named = (what: string) => `${abilityLabel}: ${what}`;
  const airports = (key: 'departure' | 'arrival', list: readonly string[]) => (
    <Field className={mergeClasses(styles.part, styles.airports)} label={t(`editor.${key}`)}>
      <LookupTags
        lookup="airport"
        aria-label={named(t(`editor.${key}`))}
        value={[...list]}
        onChange={(values) => onChange({ ...condition, [key]: values.map(String) } as AbilityCondition)}
      />
    </Field>
  );
  return (
    <div className={styles.row} role="group" aria-label={named(t(`conditionTypes.${condition.type}`))}>
      <Field className={mergeClasses(styles.part, styles.type)} label={t('editor.type')}>
        <Dropdown
          aria-label={named(t('editor.type'))}
          value={t(`conditionTypes.${condition.type}`)}
          selectedOptions={[condition.type]}
          onOptionSelect={(_, data) => data.optionValue && onChange(withType(condition, data.optionValue as AbilityCondition['type'], defaultCompany))}
        >
          {CONDITION_TYPES.map((type) => (
            <Option key={type} value={type}>
              {t(`conditionTypes.${type}`)}
            </Option>
          ))}
        </Dropdown>
      </Field>
      {condition.type === 'Boolean' ? (
        <Field label={t('editor.value')}>
          <Switch
            aria-label={named(t('editor.value'))}
            checked={condition.value}
            label={condition.value ? t('editor.allowed') : t('editor.denied')}
            onChange={(_, data) => onChange({ type: 'Boolean', value: data.checked })}
          />
        </Field>
      ) : (
        <Field className={mergeClasses(styles.part, styles.company)} label={t('editor.company')}>
          <LookupInput
            lookup="airCompany"
            aria-label={named(t('editor.company'))}
            value={condition.company ? condition.company.toUpperCase() : null}
            onChange={(value) => onChange({ ...condition, company: value === null ? '' : String(value).toLowerCase() })}
          />
        </Field>
      )}
      {condition.type === 'Route' || condition.type === 'Departure' ? airports('departure', condition.departure) : null}
      {condition.type === 'Route' || condition.type === 'Arrival' ? airports('arrival', condition.arrival) : null}
      <Button className={styles.remove} appearance="subtle" icon={<DeleteRegular />} aria-label={named(t('editor.removeCondition'))} title={t('editor.removeCondition')} onClick={onRemove} />
    </div>
  );
}
