import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import { AddRegular, CopyRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { IssueTokenBodySchema, type IssuedToken, type IssueTokenBody } from '@shared/one-record';
import { submitForm } from '@/lib/forms';
import { useIssueToken } from './api';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  token: { fontFamily: tokens.fontFamilyMonospace },
});

/** Issues a named token and shows it once to copy: the server keeps only its hash. */
export function IssueTokenDialog() {
  const styles = useStyles();
  const { t } = useTranslation('one-record');
  const [open, setOpen] = useState(false);
  const [issued, setIssued] = useState<IssuedToken | null>(null);
  const [copied, setCopied] = useState(false);
  const issue = useIssueToken();
  const form = useForm<IssueTokenBody>({ resolver: valibotResolver(IssueTokenBodySchema), defaultValues: { name: '' } });
  const close = () => {
    setOpen(false);
    setIssued(null);
    setCopied(false);
    form.reset();
  };
  const save = submitForm(form, async (body) => setIssued(await issue.mutateAsync(body)));
  const copy = () => void navigator.clipboard?.writeText(issued?.token ?? '').then(() => setCopied(true));
  const nameError = form.formState.errors.name?.message;
  const formError = form.formState.errors.root?.server?.message;
  return (
    <>
      <Button icon={<AddRegular />} onClick={() => setOpen(true)}>
        {t('tokens.issue')}
      </Button>
      <Dialog open={open} modalType={issued ? 'alert' : 'modal'} onOpenChange={(_, data) => (data.open ? null : close())}>
        <DialogSurface>
          <form onSubmit={(event) => void save(event)}>
            <DialogBody>
              <DialogTitle>{issued ? t('tokens.issuedTitle', { name: issued.name }) : t('tokens.issue')}</DialogTitle>
              <DialogContent className={styles.content}>
                {issued ? (
                  <>
                    <Text>{t('tokens.showOnce')}</Text>
                    <Input className={styles.token} value={issued.token} readOnly aria-label={t('tokens.token')} onFocus={(event) => event.target.select()} />
                  </>
                ) : (
                  <>
                    <Text>{t('tokens.explain')}</Text>
                    <Field label={t('tokens.name')} required validationMessage={nameError ? t(nameError) : undefined}>
                      <Input {...form.register('name')} autoFocus />
                    </Field>
                    {formError ? (
                      <MessageBar intent="error">
                        <MessageBarBody>{t(formError)}</MessageBarBody>
                      </MessageBar>
                    ) : null}
                  </>
                )}
              </DialogContent>
              <DialogActions>
                {issued ? (
                  <>
                    <Button icon={<CopyRegular />} onClick={copy}>
                      {copied ? t('tokens.copied') : t('tokens.copy')}
                    </Button>
                    <Button appearance="primary" onClick={close}>
                      {t('close')}
                    </Button>
                  </>
                ) : (
                  <>
                    <Button onClick={close}>{t('cancel')}</Button>
                    <Button appearance="primary" type="submit" disabled={issue.isPending}>
                      {t('tokens.issue')}
                    </Button>
                  </>
                )}
              </DialogActions>
            </DialogBody>
          </form>
        </DialogSurface>
      </Dialog>
    </>
  );
}
