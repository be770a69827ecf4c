import { Button, Input, makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  box: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  secret: { fontFamily: tokens.fontFamilyMonospace, flexGrow: 1, minWidth: 0 },
});

/** A secret shown this once, with the warning and a copy button. */
export function SecretBox({ secret }: { secret: string }) {
  const styles = useStyles();
  const { t } = useTranslation('resources/webhooks');
  const [copied, setCopied] = useState(false);
  const copy = () => void navigator.clipboard?.writeText(secret).then(() => setCopied(true));
  return (
    <div className={styles.box}>
      <MessageBar intent="warning">
        <MessageBarBody>{t('secret.once')}</MessageBarBody>
      </MessageBar>
      <div className={styles.row}>
        <Input className={styles.secret} value={secret} readOnly aria-label={t('secret.title')} data-testid="webhook-secret" onFocus={(event) => event.target.select()} />
        <Button icon={<CopyRegular />} onClick={copy}>
          {copied ? t('secret.copied') : t('secret.copy')}
        </Button>
      </div>
    </div>
  );
}
