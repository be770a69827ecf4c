import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { parseAwb, formatAwb } from '@shared/awb';

const useStyles = makeStyles({
  form: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  input: { minWidth: '16rem' },
});

/** Quick search by AWB number: a valid number (the spec's format and check digit) opens its shipment. */
export function AwbSearch() {
  const styles = useStyles();
  const { t } = useTranslation(['dashboard', 'validation']);
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseAwb(text);
    if (!parsed.ok) {
      setProblem(t(parsed.problem === 'format' ? 'validation:awbFormat' : 'validation:awbCheckDigit'));
      return;
    }
    void navigate(`/shipments/${formatAwb(parsed.awb)}`);
  };
  return (
    <form className={styles.form} onSubmit={submit} role="search" aria-label={t('awb.label')}>
      <Field label={t('awb.label')} validationMessage={problem ?? undefined} validationState={problem ? 'error' : 'none'}>
        <Input
          className={styles.input}
          value={text}
          placeholder="298-45182303"
          inputMode="numeric"
          onChange={(_, data) => {
            setText(data.value);
            setProblem(null);
          }}
        />
      </Field>
      <Button type="submit" appearance="primary" icon={<SearchRegular />}>
        {t('awb.open')}
      </Button>
    </form>
  );
}
