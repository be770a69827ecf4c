import { describe, expect, it } from 'vitest';
import { RESOURCES } from '@shared/resources';
import type { ResourceDef } from '@shared/resources/define';
import { f } from '@shared/resources/fields';
import { columnLayout } from './column-layout';

// List columns take the width of their content and never wrap; codes, numbers and dates are never
// cut, long names and e-mails end in an ellipsis (with the whole text on hover).

describe('columnLayout', () => {
  it('keeps amounts whole and on the right', () => {
    expect(columnLayout(f.decimal())).toEqual({ align: 'end', maxWidth: null });
    expect(columnLayout(f.integer())).toEqual({ align: 'end', maxWidth: null });
  });

  it('keeps codes, dates, switches and phones whole', () => {
    for (const field of [f.airport(), f.aircraftType(), f.code('country'), f.date(), f.boolean(), f.color(), f.phone(), f.integer({ plain: true })]) {
      expect(columnLayout(field), field.kind).toEqual({ align: 'start', maxWidth: null });
    }
  });

  it('cuts e-mails, names of referenced rows and texts at a width', () => {
    expect(columnLayout(f.email())).toEqual({ align: 'start', maxWidth: 240 });
    expect(columnLayout(f.ref('contractor'))).toEqual({ align: 'start', maxWidth: 240 });
    expect(columnLayout(f.text())).toEqual({ align: 'start', maxWidth: 280 });
    expect(columnLayout(f.textarea())).toEqual({ align: 'start', maxWidth: 320 });
    expect(columnLayout(f.registrations()).maxWidth).toBe(200);
    expect(columnLayout(f.shc()).maxWidth).toBe(200);
  });

  it('lays out a computed column by its values', () => {
    expect(columnLayout(undefined, 12)).toEqual({ align: 'end', maxWidth: null });
    expect(columnLayout(undefined, 'Sibir Logistic')).toEqual({ align: 'start', maxWidth: 240 });
    expect(columnLayout(undefined, undefined)).toEqual({ align: 'start', maxWidth: 240 });
  });

  it('never cuts a code, number or date column of any list', () => {
    for (const def of Object.values(RESOURCES) as ResourceDef[]) {
      for (const { key } of def.columns) {
        const field = def.fields[key];
        if (!field) continue;
        const whole = ['integer', 'decimal', 'date', 'boolean'].includes(field.kind) || (field.kind === 'lookup' && (field.lookup === 'airport' || field.lookup === 'aircraftType'));
        if (whole) expect(columnLayout(field).maxWidth, `${def.name}.${key}`).toBeNull();
      }
    }
  });
});
