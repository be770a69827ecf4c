import { Button, makeStyles, Switch, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { AbilityCondition } from '@shared/abilities';
import { MAX_CONDITIONS } from '@shared/accounts/group-abilities';
import { ConditionEditor } from './ConditionEditor';

const useStyles = makeStyles({
  row: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: `${tokens.spacingVerticalXS} 0` },
  label: { display: 'inline-flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalS, alignItems: 'baseline' },
  code: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  conditions: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    marginLeft: '44px',
    paddingLeft: tokens.spacingHorizontalM,
    borderLeft: `2px solid ${tokens.colorBrandStroke2}`,
  },
  add: { alignSelf: 'flex-start' },
});

interface AbilityRowProps {
  name: string;
  /** Null when the group does not grant it. */
  conditions: readonly AbilityCondition[] | null;
  defaultCompany: string;
  onChange(conditions: AbilityCondition[] | null): void;
}

/** One ability: a switch to grant it and, once granted, the conditions it holds under. */
export function AbilityRow({ name, conditions, defaultCompany, onChange }: AbilityRowProps) {
  const styles = useStyles();
  const { t } = useTranslation(['resources/access-groups', 'abilities']);
  const label = t(`abilities:names.${name}`);
  // A newly granted ability holds for the administrator's own airline, the usual first choice.
  const fresh = (): AbilityCondition => (defaultCompany ? { type: 'Company', company: defaultCompany } : { type: 'Boolean', value: true });
  const list = conditions ?? [];
  return (
    <div className={styles.row}>
      <Switch
        checked={conditions !== null}
        onChange={(_, data) => onChange(data.checked ? [fresh()] : null)}
        label={
          <span className={styles.label}>
            <span>{label}</span>
            <span className={styles.code}>{name}</span>
          </span>
        }
      />
      {conditions !== null ? (
        <div className={styles.conditions} role="group" aria-label={`${label}: ${t('editor.conditions')}`}>
          {list.map((condition, index) => (
            <ConditionEditor
              key={index}
              condition={condition}
              abilityLabel={label}
              defaultCompany={defaultCompany}
              onChange={(changed) => onChange(list.map((one, at) => (at === index ? changed : one)))}
              onRemove={() => onChange(list.filter((_, at) => at !== index))}
            />
          ))}
          <Button
            className={styles.add}
            size="small"
            appearance="subtle"
            icon={<AddRegular />}
            disabled={list.length >= MAX_CONDITIONS}
            onClick={() => onChange([...list, fresh()])}
            aria-label={`${label}: ${t('editor.addCondition')}`}
          >
            {t('editor.addCondition')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
