import { Button, Dropdown, Input, makeStyles, Option, Text, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { TARIFF_CONDITION_OPERATORS } from '@shared/constants';
import {
  CONDITION_LIMITS,
  isGroup,
  ORDER_OPERATORS,
  type Condition,
  type ConditionFieldType,
} from '@shared/tariffs/conditions';
import { conditionText } from '@shared/tariffs/condition-text';
import type { FieldEditorProps } from '@/components/resource/editors';
import { typedNumber } from '@/lib/forms';

const useStyles = makeStyles({
  group: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
  field: { minWidth: '200px' },
  operator: { minWidth: '120px' },
  value: { width: '140px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground3 },
  summary: { color: tokens.colorNeutralForeground2 },
});

type Fields = Record<string, ConditionFieldType>;
type Node = Condition<string>;

/** The operators a field's type allows: numbers are ordered, codes only compared. */
const operatorsOf = (type: ConditionFieldType | undefined) => TARIFF_CONDITION_OPERATORS.filter((op) => op !== 'and' && op !== 'or' && (type === 'number' || !ORDER_OPERATORS.has(op)));

/** A number field's text becomes a number when it reads as one; codes stay text. */
const typed = (text: string, type: ConditionFieldType | undefined): string | number => (type === 'number' ? typedNumber(text) : text);

interface NodeProps {
  node: Node;
  fields: Fields;
  depth: number;
  onChange(node: Node): void;
  onRemove(): void;
}

function RuleEditor({ node, fields, onChange, onRemove }: NodeProps) {
  const styles = useStyles();
  const { t } = useTranslation('resources');
  if (isGroup(node)) return null;
  const type = fields[node.field];
  const setOperator = (op: string) => {
    if (op === 'between') onChange({ op: 'between', field: node.field, value: [0, 0] });
    else onChange({ op: op as 'eq', field: node.field, value: node.op === 'between' ? '' : node.value });
  };
  const setField = (field: string) => {
    const next = fields[field];
    const keep = operatorsOf(next).includes(node.op as never);
    onChange(keep && node.op !== 'between' ? { op: node.op, field, value: '' } : keep ? { op: 'between', field, value: [0, 0] } : { op: 'eq', field, value: '' });
  };
  return (
    <div className={styles.row}>
      <Dropdown className={styles.field} aria-label={t('conditions.field')} value={t(`conditions.fields.${node.field}`)} selectedOptions={[node.field]} onOptionSelect={(_, data) => data.optionValue && setField(data.optionValue)}>
        {Object.keys(fields).map((field) => (
          <Option key={field} value={field}>
            {t(`conditions.fields.${field}`)}
          </Option>
        ))}
      </Dropdown>
      <Dropdown className={styles.operator} aria-label={t('conditions.operator')} value={t(`conditions.operators.${node.op}`)} selectedOptions={[node.op]} onOptionSelect={(_, data) => data.optionValue && setOperator(data.optionValue)}>
        {operatorsOf(type).map((op) => (
          <Option key={op} value={op}>
            {t(`conditions.operators.${op}`)}
          </Option>
        ))}
      </Dropdown>
      {node.op === 'between' ? (
        <>
          <Input className={styles.value} aria-label={t('conditions.from')} value={String(node.value[0])} onChange={(_, data) => onChange({ ...node, value: [typed(data.value, 'number') as number, node.value[1]] })} />
          <Input className={styles.value} aria-label={t('conditions.to')} value={String(node.value[1])} onChange={(_, data) => onChange({ ...node, value: [node.value[0], typed(data.value, 'number') as number] })} />
        </>
      ) : (
        <Input className={styles.value} aria-label={t('conditions.value')} value={String(node.value)} onChange={(_, data) => onChange({ ...node, value: typed(data.value, type) })} />
      )}
      <Button appearance="subtle" icon={<DeleteRegular />} aria-label={t('conditions.removeRule')} onClick={onRemove} />
    </div>
  );
}

function GroupEditor({ node, fields, depth, onChange, onRemove }: NodeProps) {
  const styles = useStyles();
  const { t } = useTranslation('resources');
  if (!isGroup(node)) return <RuleEditor node={node} fields={fields} depth={depth} onChange={onChange} onRemove={onRemove} />;
  const firstField = Object.keys(fields)[0]!;
  const setItem = (index: number, item: Node) => onChange({ ...node, items: node.items.map((one, i) => (i === index ? item : one)) });
  const removeItem = (index: number) => {
    const items = node.items.filter((_, i) => i !== index);
    if (items.length) onChange({ ...node, items });
    else onRemove();
  };
  const full = node.items.length >= CONDITION_LIMITS.items;
  return (
    <div className={styles.group} role="group" aria-label={t(`conditions.join.${node.op}`)}>
      <div className={styles.row}>
        <Dropdown
          aria-label={t('conditions.groupKind')}
          value={t(`conditions.groups.${node.op}`)}
          selectedOptions={[node.op]}
          onOptionSelect={(_, data) => data.optionValue && onChange({ ...node, op: data.optionValue as 'and' | 'or' })}
        >
          {(['and', 'or'] as const).map((op) => (
            <Option key={op} value={op}>
              {t(`conditions.groups.${op}`)}
            </Option>
          ))}
        </Dropdown>
        {depth > 1 ? <Button appearance="subtle" icon={<DeleteRegular />} aria-label={t('conditions.removeGroup')} onClick={onRemove} /> : null}
      </div>
      {node.items.map((item, index) => (
        <GroupEditor key={index} node={item} fields={fields} depth={depth + 1} onChange={(next) => setItem(index, next)} onRemove={() => removeItem(index)} />
      ))}
      <div className={styles.actions}>
        <Button size="small" icon={<AddRegular />} disabled={full} onClick={() => onChange({ ...node, items: [...node.items, { op: 'eq', field: firstField, value: '' }] })}>
          {t('conditions.addRule')}
        </Button>
        {depth < CONDITION_LIMITS.depth - 1 ? (
          <Button size="small" icon={<AddRegular />} disabled={full} onClick={() => onChange({ ...node, items: [...node.items, { op: node.op === 'and' ? 'or' : 'and', items: [{ op: 'eq', field: firstField, value: '' }] }] })}>
            {t('conditions.addGroup')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/**
 * A condition tree of section 9's operators, edited as groups of rules ("all of" / "any of"), with
 * the whole read back in words under it, as a tariff manager would say it. No condition: always.
 */
export function conditionEditor(fields: Fields): ComponentType<FieldEditorProps> {
  return function ConditionEditor({ value, onChange, 'aria-label': label }: FieldEditorProps) {
    const styles = useStyles();
    const { t } = useTranslation('resources');
    const node = (value && typeof value === 'object' ? value : null) as Node | null;
    const firstField = Object.keys(fields)[0]!;
    if (!node) {
      return (
        <div className={styles.actions} role="group" aria-label={label}>
          <Text className={styles.muted}>{t('conditions.none')}</Text>
          <Button size="small" icon={<AddRegular />} onClick={() => onChange({ op: 'and', items: [{ op: 'eq', field: firstField, value: '' }] })}>
            {t('conditions.addRule')}
          </Button>
        </div>
      );
    }
    // A single rule at the root is shown inside a group, so more can be added beside it.
    const root: Node = isGroup(node) ? node : { op: 'and', items: [node] };
    return (
      <div role="group" aria-label={label}>
        <GroupEditor node={root} fields={fields} depth={1} onChange={onChange} onRemove={() => onChange(null)} />
        <Text as="p" className={styles.summary} size={200}>
          {conditionText(root, (key, params) => t(key, params ?? {}))}
        </Text>
      </div>
    );
  };
}
