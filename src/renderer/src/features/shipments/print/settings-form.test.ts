import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { defaultPrintSettings, isPrintSettings, type PrintSettings } from '@shared/desktop/print';
import { issuesToFields } from '@shared/validation';
import { PrintSettingsFormSchema, settingsOf, valuesOf, type PrintSettingsValues } from './settings-form';

const saved: PrintSettings = {
  forms: {
    airline: { printer: 'Epson_LQ', offset: { x: 1.5, y: -2 } },
    neutral: { printer: null, offset: { x: 0, y: 0.3 } },
    a4: { printer: 'HP A4', offset: { x: -20, y: 20 } },
  },
  silent: true,
};

const edited = (change: (values: PrintSettingsValues) => void): PrintSettingsValues => {
  const values = valuesOf(saved);
  change(values);
  return values;
};

const problems = (values: PrintSettingsValues) => {
  const result = v.safeParse(PrintSettingsFormSchema, values);
  return result.success ? {} : issuesToFields(result.issues);
};

describe('the print settings form', () => {
  it('shows the saved settings and gives them back unchanged', () => {
    const values = valuesOf(saved);
    expect(values.forms.airline).toEqual({ printer: 'Epson_LQ', offset: { x: '1.5', y: '-2' } });
    expect(values.forms.neutral.printer).toBe('');
    expect(settingsOf(values)).toEqual(saved);
    expect(v.parse(PrintSettingsFormSchema, valuesOf(defaultPrintSettings()))).toEqual(defaultPrintSettings());
  });

  it('reads a decimal comma, and an empty offset as none', () => {
    const settings = v.parse(
      PrintSettingsFormSchema,
      edited((values) => {
        values.forms.airline.offset = { x: '1,5', y: ' ' };
        values.forms.a4.printer = '';
      }),
    );
    expect(settings.forms.airline.offset).toEqual({ x: 1.5, y: 0 });
    expect(settings.forms.a4.printer).toBeNull();
    expect(isPrintSettings(settings)).toBe(true);
  });

  it('puts each problem on its own field, as main would refuse it', () => {
    expect(
      problems(
        edited((values) => {
          values.forms.airline.offset.x = '20.1';
          values.forms.neutral.offset.y = '-21';
          values.forms.a4.offset.x = '1.25';
          values.forms.a4.offset.y = 'two';
        }),
      ),
    ).toEqual({
      'forms.airline.offset.x': 'validation:maxValue|{"requirement":20}',
      'forms.neutral.offset.y': 'validation:minValue|{"requirement":-20}',
      'forms.a4.offset.x': 'print:errors.offsetStep',
      'forms.a4.offset.y': 'print:errors.offsetNumber',
    });
  });
});
