import { Button, Dropdown, Field, Input, makeStyles, Option, Text, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { CONTACT_TYPES, type ContactType } from '@shared/constants';
import { ContactSchema } from '@shared/parties/persons';
import { issuesToFields, translateMessage } from '@shared/validation';
import type { FieldEditorProps } from '@/components/resource/editors';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'grid', gridTemplateColumns: '150px minmax(0, 1fr) auto', gap: tokens.spacingHorizontalS, alignItems: 'start' },
  type: { minWidth: '0' },
  muted: { color: tokens.colorNeutralForeground3 },
});

interface ContactDraft {
  type: ContactType;
  value: string;
}

const INPUT_TYPE: Record<ContactType, 'tel' | 'email'> = { phone: 'tel', fax: 'tel', email: 'email' };

/**
 * A person's contacts (section 9: phone, email, fax) as a list. Each contact is checked by the shared
 * schema once left, with the spec's message under it ('Enter correct phone number').
 */
export function ContactsEditor({ value, onChange, 'aria-label': label }: FieldEditorProps) {
  const styles = useStyles();
  const { t } = useTranslation(['resources/persons', 'validation']);
  const contacts = (Array.isArray(value) ? value : []) as ContactDraft[];
  const [left, setLeft] = useState<ReadonlySet<number>>(new Set());

  const problem = (contact: ContactDraft): string | undefined => {
    const parsed = v.safeParse(ContactSchema, contact);
    if (parsed.success) return undefined;
    const message = issuesToFields(parsed.issues).value ?? Object.values(issuesToFields(parsed.issues))[0];
    return message ? translateMessage(message, (key, params) => t(key, params)) : undefined;
  };
  const change = (index: number, patch: Partial<ContactDraft>) => onChange(contacts.map((contact, i) => (i === index ? { ...contact, ...patch } : contact)));
  const remove = (index: number) => {
    onChange(contacts.filter((_, i) => i !== index));
    setLeft(new Set([...left].filter((i) => i !== index).map((i) => (i > index ? i - 1 : i))));
  };

  return (
    <div className={styles.list} role="group" aria-label={label}>
      {contacts.length === 0 ? <Text className={styles.muted}>{t('contacts.empty')}</Text> : null}
      {contacts.map((contact, index) => {
        const shown = left.has(index) ? problem(contact) : undefined;
        return (
          <div key={index} className={styles.row}>
            <Dropdown
              className={styles.type}
              aria-label={`${t('contacts.type')} ${index + 1}`}
              value={t(`contacts.types.${contact.type}`)}
              selectedOptions={[contact.type]}
              onOptionSelect={(_, data) => change(index, { type: (data.optionValue as ContactType | undefined) ?? contact.type })}
            >
              {CONTACT_TYPES.map((type) => (
                <Option key={type} value={type}>
                  {t(`contacts.types.${type}`)}
                </Option>
              ))}
            </Dropdown>
            <Field validationState={shown ? 'error' : 'none'} validationMessage={shown}>
              <Input
                aria-label={`${t('contacts.value')} ${index + 1}`}
                type={INPUT_TYPE[contact.type]}
                value={contact.value}
                onChange={(_, data) => change(index, { value: data.value })}
                onBlur={() => setLeft(new Set(left).add(index))}
              />
            </Field>
            <Button appearance="subtle" icon={<DeleteRegular />} aria-label={`${t('contacts.remove')} ${index + 1}`} title={t('contacts.remove')} onClick={() => remove(index)} />
          </div>
        );
      })}
      <div>
        <Button icon={<AddRegular />} onClick={() => onChange([...contacts, { type: contacts.some((c) => c.type === 'phone') ? 'email' : 'phone', value: '' }])}>
          {t('contacts.add')}
        </Button>
      </div>
    </div>
  );
}
