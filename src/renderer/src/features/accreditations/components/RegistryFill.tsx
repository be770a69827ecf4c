import { Button, Caption1, makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { BuildingRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INN_PATTERN, planRegistryFill, type CompanyState, type RegistryField } from '@shared/accreditations';
import { M } from '@shared/validation';
import type { FormPartProps } from '@/components/resource/editors';
import { useApi } from '@/lib/api/context';
import { lookUpInn } from '../api/look-up-inn';
import { RegistryConflictDialog, type Conflicts } from './RegistryConflictDialog';

const useStyles = makeStyles({
  box: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXS, marginTop: tokens.spacingVerticalXS },
  note: { color: tokens.colorNeutralForeground3 },
});

type Outcome = { kind: 'filled'; count: number; state: CompanyState } | { kind: 'notFound' } | { kind: 'nothingNew'; state: CompanyState } | { kind: 'failed'; message: string };

/**
 * 'Fill from the registry' under the INN field: looks the INN up (section 7) and fills the company
 * fields that are empty; fields the user typed differently change only if they confirm.
 */
export function RegistryFill({ form }: FormPartProps) {
  const styles = useStyles();
  const { t } = useTranslation('resources/accreditations');
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [asking, setAsking] = useState<{ conflicts: Conflicts; filled: number; state: CompanyState } | null>(null);

  const put = (values: Partial<Record<RegistryField, string>>) => {
    for (const [field, value] of Object.entries(values)) form.setValue(field, value, { shouldDirty: true });
    form.clearErrors(Object.keys(values));
  };

  const fill = async () => {
    const inn = String(form.getValues('inn') ?? '').trim();
    if (!INN_PATTERN.test(inn)) {
      form.setError('inn', { type: 'validation', message: inn ? M.inn : M.required }, { shouldFocus: true });
      return;
    }
    setBusy(true);
    setOutcome(null);
    try {
      const company = await lookUpInn(api, inn);
      if (!company) return setOutcome({ kind: 'notFound' });
      const plan = planRegistryFill(company, form.getValues());
      put(plan.fill);
      const filled = Object.keys(plan.fill).length;
      if (Object.keys(plan.conflicts).length) setAsking({ conflicts: plan.conflicts, filled, state: company.state });
      else setOutcome(filled ? { kind: 'filled', count: filled, state: company.state } : { kind: 'nothingNew', state: company.state });
    } catch (error) {
      setOutcome({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };

  const answer = (replace: boolean) => {
    if (!asking) return;
    const replaced = replace ? Object.fromEntries(Object.entries(asking.conflicts).map(([field, { registry }]) => [field, registry])) : {};
    put(replaced);
    const count = asking.filled + Object.keys(replaced).length;
    setOutcome(count ? { kind: 'filled', count, state: asking.state } : { kind: 'nothingNew', state: asking.state });
    setAsking(null);
  };

  const state = outcome && 'state' in outcome && outcome.state !== 'active' ? outcome.state : null;
  return (
    <div className={styles.box}>
      <Button size="small" appearance="secondary" icon={<BuildingRegular />} onClick={() => void fill()} disabled={busy}>
        {busy ? t('registry.filling') : t('registry.fill')}
      </Button>
      <Caption1 role="status" className={styles.note}>
        {outcome?.kind === 'filled' ? t('registry.filled', { count: outcome.count }) : null}
        {outcome?.kind === 'nothingNew' ? t('registry.nothingNew') : null}
        {outcome?.kind === 'notFound' ? t('registry.notFound') : null}
      </Caption1>
      {outcome?.kind === 'failed' ? (
        <MessageBar intent="error">
          <MessageBarBody>{outcome.message}</MessageBarBody>
        </MessageBar>
      ) : null}
      {state ? (
        <MessageBar intent="warning">
          <MessageBarBody>{t(`registry.state.${state}`)}</MessageBarBody>
        </MessageBar>
      ) : null}
      {asking ? <RegistryConflictDialog conflicts={asking.conflicts} onAnswer={answer} /> : null}
    </div>
  );
}
