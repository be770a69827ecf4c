import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Dropdown,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Option,
  Switch,
  Text,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular, PrintRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LAYOUT_SIZES } from '@shared/constants';
import type { PrinterInfo, PrintSettings } from '@shared/desktop/print';
import { MAX_PRINT_OFFSET_MM, PRINT_FORMS, type PrintForm } from '@shared/shipments/awb-form';
import { FormDialogActions } from '@/components/FormDialogActions';
import { FormError } from '@/components/FormError';
import { FormField } from '@/components/FormField';
import { Pending } from '@/components/Pending';
import { applyServerErrors, FORM_INVALID, submitForm } from '@/lib/forms';
import { printOutcomeMessage } from '@/lib/print-awb';
import type { DesktopPrint } from './get-printers';
import { usePrinters } from './get-printers';
import { usePrintSettings } from './get-print-settings';
import { useSavePrintSettings } from './save-print-settings';
import { PrintSettingsFormSchema, settingsOf, valuesOf, type PrintSettingsValues } from './settings-form';
import { usePrintToast } from './use-print-awb';

const useStyles = makeStyles({
  surface: { minWidth: `min(${LAYOUT_SIZES.modalMinWidthPx}px, calc(100vw - 32px))`, maxWidth: '720px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  muted: { color: tokens.colorNeutralForeground2 },
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM} ${tokens.spacingVerticalM}`,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  legend: { fontWeight: tokens.fontWeightSemibold },
  offsets: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: tokens.spacingHorizontalL },
});

/** The Dropdown's value for "the system's default printer" ('' in the form: an Option needs a value of its own). */
const SYSTEM_DEFAULT = '*system-default*';

interface PrinterPickerProps {
  value: string;
  onChange(name: string): void;
  onBlur(): void;
  name: string;
  printers: readonly PrinterInfo[];
}

/** "System default" first, then the computer's printers; a saved printer no longer installed stays visible as such. */
function PrinterPicker({ value, onChange, onBlur, name, printers }: PrinterPickerProps) {
  const { t } = useTranslation('print');
  const missing = value !== '' && !printers.some((printer) => printer.name === value);
  const label = (printerName: string) => printers.find((printer) => printer.name === printerName)?.displayName || printerName;
  const shown = value === '' ? t('settings.systemDefault') : missing ? t('settings.missingPrinter', { printer: value }) : label(value);
  return (
    <Dropdown
      name={name}
      onBlur={onBlur}
      value={shown}
      selectedOptions={[value === '' ? SYSTEM_DEFAULT : value]}
      onOptionSelect={(_, data) => onChange(!data.optionValue || data.optionValue === SYSTEM_DEFAULT ? '' : data.optionValue)}
    >
      <Option value={SYSTEM_DEFAULT}>{t('settings.systemDefault')}</Option>
      {printers.map((printer) => (
        <Option key={printer.name} value={printer.name}>
          {label(printer.name)}
        </Option>
      ))}
      {missing ? (
        <Option key={`missing-${value}`} value={value}>
          {t('settings.missingPrinter', { printer: value })}
        </Option>
      ) : null}
    </Dropdown>
  );
}

interface FormGroupProps {
  control: Control<PrintSettingsValues>;
  printForm: PrintForm;
  printers: readonly PrinterInfo[];
  busy: boolean;
  testing: boolean;
  onTest(): void;
}

/** One form's printer, offsets and test print. */
function FormGroup({ control, printForm, printers, busy, testing, onTest }: FormGroupProps) {
  const styles = useStyles();
  const { t } = useTranslation('print');
  const headingId = `print-form-${printForm}`;
  const hint = t('settings.offsetHint', { max: MAX_PRINT_OFFSET_MM });
  return (
    <div className={styles.form} role="group" aria-labelledby={headingId} data-testid={`print-form-${printForm}`}>
      <div className={styles.head}>
        <Text id={headingId} className={styles.legend}>
          {t(`forms.${printForm}`)}
        </Text>
        <Button size="small" icon={testing ? <Pending size="tiny" /> : <PrintRegular />} disabled={busy} onClick={onTest} title={t('settings.testPrintHint')}>
          {t('settings.testPrint')}
        </Button>
      </div>
      <FormField control={control} name={`forms.${printForm}.printer`} label={t('settings.printer')}>
        {(field) => <PrinterPicker name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} printers={printers} />}
      </FormField>
      <div className={styles.offsets}>
        <FormField control={control} name={`forms.${printForm}.offset.x`} label={t('settings.offsetX')} hint={hint}>
          {(field) => <Input {...field} inputMode="decimal" autoComplete="off" maxLength={6} />}
        </FormField>
        <FormField control={control} name={`forms.${printForm}.offset.y`} label={t('settings.offsetY')} hint={hint}>
          {(field) => <Input {...field} inputMode="decimal" autoComplete="off" maxLength={6} />}
        </FormField>
      </div>
    </div>
  );
}

interface SettingsFormProps {
  desktop: DesktopPrint;
  settings: PrintSettings;
  printers: readonly PrinterInfo[];
  printersFailed: boolean;
  onClose(): void;
  /** Tells the dialog not to close while a save or a test print runs. */
  onBusy(busy: boolean): void;
}

function SettingsForm({ desktop, settings, printers, printersFailed, onClose, onBusy }: SettingsFormProps) {
  const styles = useStyles();
  const { t } = useTranslation(['print', 'common']);
  const toast = usePrintToast();
  const save = useSavePrintSettings(desktop);
  // raw: the form keeps what was typed; settingsOf reads it as PrintSettings once it is valid.
  const form = useForm<PrintSettingsValues>({ resolver: valibotResolver(PrintSettingsFormSchema, undefined, { raw: true }), defaultValues: valuesOf(settings) });
  const { control, formState } = form;
  const [testing, setTesting] = useState<PrintForm | null>(null);
  const busy = formState.isSubmitting || testing !== null;
  useEffect(() => onBusy(busy), [busy, onBusy]);

  const submit = submitForm(form, async (values) => {
    await save.mutateAsync(settingsOf(values));
    toast({ intent: 'success', key: 'settings.saved', params: {} });
    onClose();
  });

  // The calibration page prints with the saved offset, so what is on screen is saved first.
  const testPrint = (printForm: PrintForm) =>
    void form.handleSubmit(
      async (values) => {
        setTesting(printForm);
        try {
          const next = settingsOf(values);
          await save.mutateAsync(next);
          form.reset(valuesOf(next));
          toast(printOutcomeMessage({ via: 'desktop', result: await desktop.print.test({ form: printForm }) }));
        } catch (error) {
          applyServerErrors(form, error);
        } finally {
          setTesting(null);
        }
      },
      () => form.setError('root.server', { type: 'client', message: FORM_INVALID }),
    )();

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <DialogBody>
        <DialogTitle action={<Button appearance="subtle" icon={<DismissRegular />} aria-label={t('common:actions.close')} disabled={busy} onClick={onClose} />}>
          {t('settings.title')}
        </DialogTitle>
        <DialogContent className={styles.content}>
          <Text className={styles.muted}>{t('settings.intro')}</Text>
          <FormError message={formState.errors.root?.server?.message} />
          {printersFailed ? (
            <MessageBar intent="warning">
              <MessageBarBody>{t('settings.printersUnavailable')}</MessageBarBody>
            </MessageBar>
          ) : null}
          {PRINT_FORMS.map((printForm) => (
            <FormGroup
              key={printForm}
              control={control}
              printForm={printForm}
              printers={printers}
              busy={busy}
              testing={testing === printForm}
              onTest={() => testPrint(printForm)}
            />
          ))}
          <FormField control={control} name="silent" label="" hint={t('settings.silentHint')}>
            {(field) => <Switch checked={field.value} onChange={(_, data) => field.onChange(data.checked)} onBlur={field.onBlur} name={field.name} label={t('settings.silent')} />}
          </FormField>
        </DialogContent>
        <FormDialogActions submitting={busy} submitLabel={t('settings.save')} onCancel={onClose} />
      </DialogBody>
    </form>
  );
}

function LoadingSettings({ desktop, onClose, onBusy }: { desktop: DesktopPrint; onClose(): void; onBusy(busy: boolean): void }) {
  const { t } = useTranslation('print');
  const settings = usePrintSettings(desktop);
  const printers = usePrinters(desktop);
  if (settings.data && !printers.isPending) {
    return <SettingsForm desktop={desktop} settings={settings.data} printers={printers.data ?? []} printersFailed={printers.isError} onClose={onClose} onBusy={onBusy} />;
  }
  return (
    <DialogBody>
      <DialogTitle>{t('settings.title')}</DialogTitle>
      <DialogContent>
        {settings.isError ? (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{t('settings.loadFailed')}</MessageBarBody>
          </MessageBar>
        ) : (
          <Pending />
        )}
      </DialogContent>
    </DialogBody>
  );
}

/**
 * This workstation's AWB print settings: per form the printer ("System default" first) and the
 * paper offset in mm, with a test print of the calibration page; and whether to print without
 * the system's dialog. Desktop only: in a browser it renders nothing (the browser's own print
 * dialog decides there).
 */
export function PrintSettingsDialog({ onClose, desktop = window.desktop ?? null }: { onClose(): void; desktop?: DesktopPrint | null }) {
  const styles = useStyles();
  const [busy, setBusy] = useState(false);
  if (!desktop) return null;
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && !busy && onClose()}>
      <DialogSurface className={styles.surface}>
        <LoadingSettings desktop={desktop} onClose={onClose} onBusy={setBusy} />
      </DialogSurface>
    </Dialog>
  );
}

/** Opens the print settings; nothing in a browser. */
export function PrintSettingsButton({ desktop = window.desktop ?? null }: { desktop?: DesktopPrint | null }) {
  const { t } = useTranslation('print');
  const [open, setOpen] = useState(false);
  if (!desktop) return null;
  return (
    <>
      <Button icon={<PrintRegular />} onClick={() => setOpen(true)}>
        {t('settings.open')}
      </Button>
      {open ? <PrintSettingsDialog desktop={desktop} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
