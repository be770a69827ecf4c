import * as v from 'valibot';
import { PrinterNameSchema, PrintOffsetMmSchema, type PrintSettings } from '@shared/desktop/print';
import { PRINT_FORMS, type PrintForm } from '@shared/shipments/awb-form';
import { typedNumber } from '@/lib/forms';

// The settings dialog's values (offsets as typed, '' for the system's default printer) and the
// valibot schema that turns them into PrintSettings with the rules main checks them with again.

export interface PrintFormValues {
  /** '' is the system's default printer. */
  printer: string;
  offset: { x: string; y: string };
}

export interface PrintSettingsValues {
  forms: Record<PrintForm, PrintFormValues>;
  silent: boolean;
}

export const valuesOf = (settings: PrintSettings): PrintSettingsValues => ({
  forms: Object.fromEntries(
    PRINT_FORMS.map((form) => {
      const { printer, offset } = settings.forms[form];
      return [form, { printer: printer ?? '', offset: { x: String(offset.x), y: String(offset.y) } }];
    }),
  ) as Record<PrintForm, PrintFormValues>,
  silent: settings.silent,
});

/** "1,5" and "1.5" are 1.5; an empty field is no offset. */
const offsetField = v.pipe(
  v.string(),
  v.transform((text) => (text.trim() === '' ? 0 : typedNumber(text))),
  PrintOffsetMmSchema,
);

const printerField = v.pipe(
  v.string(),
  v.transform((name) => (name === '' ? null : name)),
  PrinterNameSchema,
);

const formFields = v.object({ printer: printerField, offset: v.object({ x: offsetField, y: offsetField }) });

export const PrintSettingsFormSchema = v.object({
  forms: v.object({ airline: formFields, neutral: formFields, a4: formFields }),
  silent: v.boolean(),
}) satisfies v.GenericSchema<PrintSettingsValues, PrintSettings>;

/** The settings a valid form stands for (the resolver has checked them already). */
export const settingsOf = (values: PrintSettingsValues): PrintSettings => v.parse(PrintSettingsFormSchema, values);
