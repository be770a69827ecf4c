import { Button, Input, makeStyles, Radio, RadioGroup, Subtitle2, Text, Textarea, tokens } from '@fluentui/react-components';
import { useId, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CHARGE_CODES, ISSUE_REQUIRED_PARTY_FIELDS, PARTICIPANT_ROLES, type ShipmentDetail } from '@shared/shipments';
import { formGrid } from '@/components/form-grid';
import { FormError } from '@/components/FormError';
import { FormField } from '@/components/FormField';
import { ParticipantsFields } from '@/components/participants/ParticipantsFields';
import { Pending } from '@/components/Pending';
import { MoneyInput } from '@/components/resource/MoneyInput';
import { TextTags } from '@/components/resource/TextTags';
import { Surface } from '@/components/Surface';
import { submitForm } from '@/lib/forms';
import { useEditAwb } from '../api/edit-awb';
import { DECLARED_NONE, type DeclaredKey } from '../components/shipment-text';
import { awbEditBody, awbFormProblems, awbFormValues, awbResolver, type AwbFormValues } from './awb-values';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  surface: { gap: tokens.spacingVerticalM, minWidth: 0 },
  heading: { margin: 0 },
  grid: formGrid,
  wide: { gridColumn: 'span 2', '@media (max-width: 599.98px)': { gridColumn: 'auto' } },
  full: { gridColumn: '1 / -1' },
  muted: { color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap' },
});

/** A group of the form under its heading. */
function Group({ title, children, note }: { title: string; children: ReactNode; note?: string }) {
  const styles = useStyles();
  const id = useId();
  return (
    <Surface role="group" aria-labelledby={id} className={styles.surface}>
      <Subtitle2 as="h2" id={id} className={styles.heading}>
        {title}
      </Subtitle2>
      {note ? <Text className={styles.muted}>{note}</Text> : null}
      <div className={styles.grid}>{children}</div>
    </Surface>
  );
}

// The shipper and consignee: what the issue needs; the freight forwarder and notify party are optional (a name once begun, as the schema says).
const REQUIRED_FOR_ISSUE = { shipper: ISSUE_REQUIRED_PARTY_FIELDS, consignee: ISSUE_REQUIRED_PARTY_FIELDS, expeditor: [], notify: [] };

/**
 * The AWB's data (section 2's edit AWB): its parties (the shipper's and consignee's name, street,
 * city and country marked: the issue needs them), the goods' name, accounting information, declared
 * values (empty: none declared), charges codes, handling information, accounts and signature. Checked
 * by the shared schema before it is sent; the server's problems land on their fields, and nothing
 * typed is lost.
 */
export function AwbForm({ shipment, onSaved, onCancel }: { shipment: ShipmentDetail; onSaved(shipment: ShipmentDetail): void; onCancel(): void }) {
  const styles = useStyles();
  const { t } = useTranslation(['shipments', 'resources']);
  const edit = useEditAwb(shipment.id);
  const form = useForm<AwbFormValues>({ resolver: awbResolver, defaultValues: awbFormValues(shipment) });
  const { control, formState } = form;
  const currency = shipment.price?.currency ?? 'RUB';
  const submit = submitForm(form, async (values) => onSaved(await edit.mutateAsync(awbEditBody(values))), awbFormProblems);
  const busy = formState.isSubmitting;

  const text = (name: `awb.${'shipperAccount' | 'consigneeAccount' | 'agentIataCode' | 'signature'}`, maxLength: number, hint?: string) => (
    <FormField control={control} name={name} label={t(`info.${name}`)} hint={hint}>
      {(field) => <Input {...field} maxLength={maxLength} autoComplete="off" />}
    </FormField>
  );
  const long = (name: `awb.${'accountingInformation' | 'ssr' | 'osi'}`, maxLength: number) => (
    <div className={styles.wide}>
      <FormField control={control} name={name} label={t(name === 'awb.accountingInformation' ? 'info.awb.accountingInformation' : `info.handling.${name.slice(4)}`)} hint={t('edit.lengthHint', { max: maxLength })}>
        {(field) => <Textarea {...field} maxLength={maxLength} resize="vertical" />}
      </FormField>
    </div>
  );
  const declared = (key: DeclaredKey) => (
    <FormField control={control} name={`awb.${key}`} label={t('edit.money', { label: t(`info.awb.${key}`), currency })} hint={t('edit.declaredHint', { none: DECLARED_NONE[key] })}>
      {(field) => (
        <MoneyInput
          ref={field.ref}
          name={field.name}
          value={field.value}
          onBlur={field.onBlur}
          onChange={(next) => field.onChange(next === '' ? null : next)}
          aria-label={t('edit.money', { label: t(`info.awb.${key}`), currency })}
        />
      )}
    </FormField>
  );
  const charges = (key: 'weightValuation' | 'otherCharges') => (
    <div className={styles.wide}>
      <FormField control={control} name={`awb.${key}`} label={t(`info.awb.${key}`)}>
        {(field) => (
          <RadioGroup layout="horizontal" name={field.name} value={field.value} onChange={(_, data) => field.onChange(data.value)} onBlur={field.onBlur}>
            {CHARGE_CODES.map((code) => (
              <Radio key={code} value={code} label={`${code} · ${t(`info.awb.chargeCodes.${code}`)}`} />
            ))}
          </RadioGroup>
        )}
      </FormField>
    </div>
  );

  return (
    <FormProvider {...form}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t('edit.form')}>
        <FormError message={formState.errors.root?.server?.message} />
        <Group title={t('info.sections.participants')} note={t('edit.partiesNote')}>
          <ParticipantsFields roles={PARTICIPANT_ROLES} texts="shipments:info.party" required={REQUIRED_FOR_ISSUE} />
        </Group>
        <Group title={t('edit.cargo')}>
          <div className={styles.wide}>
            <FormField control={control} name="cargoName" label={t('info.cargo.name')} required>
              {(field) => <Input {...field} maxLength={100} autoComplete="off" />}
            </FormField>
          </div>
          {long('awb.accountingInformation', 140)}
        </Group>
        <Group title={t('edit.charges')}>
          {declared('declaredValueCarriage')}
          {declared('declaredValueCustoms')}
          {declared('insurance')}
          {charges('weightValuation')}
          {charges('otherCharges')}
        </Group>
        <Group title={t('info.sections.handling')}>
          {long('awb.ssr', 195)}
          {long('awb.osi', 130)}
          <div className={styles.wide}>
            <FormField control={control} name="awb.hsCodes" label={t('info.handling.hsCodes')} hint={t('edit.hsCodesHint')}>
              {(field) => <TextTags ref={field.ref} name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} aria-label={t('info.handling.hsCodes')} />}
            </FormField>
          </div>
        </Group>
        <Group title={t('edit.accounts')}>
          {text('awb.shipperAccount', 14)}
          {text('awb.consigneeAccount', 14)}
          {text('awb.agentIataCode', 7, t('edit.iataHint'))}
          {text('awb.signature', 35, t('edit.signatureHint'))}
        </Group>
        <div className={styles.actions}>
          <Button type="submit" appearance="primary" icon={busy ? <Pending size="tiny" /> : undefined} disabled={busy} data-testid="awb-save">
            {t('resources:actions.save')}
          </Button>
          <Button disabled={busy} onClick={onCancel}>
            {t('resources:actions.cancel')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
