import { Accordion, AccordionHeader, AccordionItem, AccordionPanel, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useFormContext, useFormState, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PARTICIPANT_LIMITS, type ParticipantRole } from '@shared/shipments';
import { formGrid } from '@/components/form-grid';
import { FormField } from '@/components/FormField';
import { LookupInput } from '@/components/resource/LookupInput';
import type { ParticipantsValues } from './participant-values';

const useStyles = makeStyles({
  item: { gridColumn: '1 / -1' },
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, margin: 0, paddingBlock: tokens.spacingVerticalS },
  open: { gridColumn: '1 / -1', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  party: { border: 'none', margin: 0, padding: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  legend: { padding: 0, fontWeight: tokens.fontWeightSemibold },
  grid: formGrid,
  wide: { gridColumn: 'span 2', '@media (max-width: 599.98px)': { gridColumn: 'auto' } },
});

type TextPart = 'name' | 'address' | 'city' | 'postalCode' | 'phone';
type Part = TextPart | 'country';

interface ParticipantsFieldsProps {
  /** The roles the form asks for, in their order. */
  roles: readonly ParticipantRole[];
  /**
   * Where the texts are (`booking:participants`): `title`, each part's label (`name`, `address`,
   * `city`, `country`, `postalCode`, `phone`) and `roles.<role>`.
   */
  texts: string;
  /** Folded away under `title` until wanted (or a problem in them), as on the booking form; otherwise shown. */
  folded?: boolean;
  /** The parts each role must have (marked required); a role not named needs its name only once begun. */
  required?: Partial<Record<ParticipantRole, readonly Part[]>>;
}

/**
 * A shipment's participants on a form (inside its provider and grid): each role a group of its name,
 * street, city, country (the country look-up), post code and phone, at Cargo-IMP's lengths. A
 * participant left blank is none.
 */
export function ParticipantsFields({ roles, texts, folded = false, required = {} }: ParticipantsFieldsProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const form = useFormContext<ParticipantsValues>();
  const control = form.control as Control<ParticipantsValues>;
  const { errors } = useFormState({ control, name: 'participants' });
  const [open, setOpen] = useState(false);
  const shown = open || errors.participants !== undefined;
  const label = (key: string) => t(`${texts}.${key}`);
  const needed = (role: ParticipantRole, part: Part) => (required[role] ? required[role].includes(part) : part === 'name');
  const text = (role: ParticipantRole, part: TextPart, wide = false) => (
    <div className={wide ? styles.wide : undefined}>
      <FormField control={control} name={`participants.${role}.${part}`} label={label(part)} required={needed(role, part)}>
        {(field) => <Input {...field} maxLength={PARTICIPANT_LIMITS[part]} autoComplete="off" />}
      </FormField>
    </div>
  );
  const parties = roles.map((role) => (
    <fieldset key={role} className={styles.party} data-testid={`party-${role}`}>
      <legend className={styles.legend}>{label(`roles.${role}`)}</legend>
      <div className={styles.grid}>
        {text(role, 'name', true)}
        {text(role, 'address', true)}
        {text(role, 'city')}
        <FormField control={control} name={`participants.${role}.country`} label={label('country')} required={needed(role, 'country')}>
          {(field) => (
            <LookupInput lookup="country" name={field.name} ref={field.ref} value={field.value} onChange={(next) => field.onChange(next === null ? null : String(next))} onBlur={field.onBlur} />
          )}
        </FormField>
        {text(role, 'postalCode')}
        {text(role, 'phone')}
      </div>
    </fieldset>
  ));
  if (!folded) return <div className={styles.open}>{parties}</div>;
  return (
    <Accordion className={styles.item} collapsible openItems={shown ? ['participants'] : []} onToggle={() => setOpen(!shown)}>
      <AccordionItem value="participants">
        <AccordionHeader>{label('title')}</AccordionHeader>
        <AccordionPanel className={styles.panel}>{parties}</AccordionPanel>
      </AccordionItem>
    </Accordion>
  );
}
