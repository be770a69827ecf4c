import { Accordion, AccordionHeader, AccordionItem, AccordionPanel, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PARTICIPANT_LIMITS } from '@shared/shipments';
import { FormField } from '@/components/FormField';
import { LookupInput } from '@/components/resource/LookupInput';
import { formGrid } from '../search/form-grid';
import { BOOKING_PARTIES, type BookingValues } from './booking-values';

const useStyles = makeStyles({
  item: { gridColumn: '1 / -1' },
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, margin: 0, paddingBlock: tokens.spacingVerticalS },
  party: { border: 'none', margin: 0, padding: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  legend: { padding: 0, fontWeight: tokens.fontWeightSemibold },
  grid: formGrid,
  wide: { gridColumn: 'span 2', '@media (max-width: 599.98px)': { gridColumn: 'auto' } },
});

type TextPart = 'name' | 'address' | 'city' | 'postalCode' | 'phone';

/**
 * The shipper and consignee on the booking form (inside its provider and grid), folded away until
 * wanted: both are optional at booking, and the AWB asks for them later. Opened by the booker, or
 * by a problem in them, so a message is never hidden.
 */
export function ParticipantsFields() {
  const styles = useStyles();
  const { t } = useTranslation('booking');
  const { control } = useFormContext<BookingValues>();
  const { errors } = useFormState({ control, name: 'participants' });
  const [open, setOpen] = useState(false);
  const shown = open || errors.participants !== undefined;
  const text = (role: (typeof BOOKING_PARTIES)[number], part: TextPart, wide = false) => (
    <div className={wide ? styles.wide : undefined}>
      <FormField control={control} name={`participants.${role}.${part}`} label={t(`participants.${part}`)} required={part === 'name'}>
        {(field) => <Input {...field} maxLength={PARTICIPANT_LIMITS[part]} autoComplete="off" />}
      </FormField>
    </div>
  );
  return (
    <Accordion className={styles.item} collapsible openItems={shown ? ['participants'] : []} onToggle={() => setOpen(!shown)}>
      <AccordionItem value="participants">
        <AccordionHeader>{t('participants.title')}</AccordionHeader>
        <AccordionPanel className={styles.panel}>
          {BOOKING_PARTIES.map((role) => (
            <fieldset key={role} className={styles.party} data-testid={`party-${role}`}>
              <legend className={styles.legend}>{t(`participants.roles.${role}`)}</legend>
              <div className={styles.grid}>
                {text(role, 'name', true)}
                {text(role, 'address', true)}
                {text(role, 'city')}
                <FormField control={control} name={`participants.${role}.country`} label={t('participants.country')}>
                  {(field) => (
                    <LookupInput lookup="country" name={field.name} ref={field.ref} value={field.value} onChange={(next) => field.onChange(next === null ? null : String(next))} onBlur={field.onBlur} />
                  )}
                </FormField>
                {text(role, 'postalCode')}
                {text(role, 'phone')}
              </div>
            </fieldset>
          ))}
        </AccordionPanel>
      </AccordionItem>
    </Accordion>
  );
}
