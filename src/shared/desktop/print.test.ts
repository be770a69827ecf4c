import { describe, expect, it } from 'vitest';
import { awbPrintPath, calibrationPrintPath, DEFAULT_PRINT_SETTINGS, defaultPrintSettings, hasOneDecimalAtMost, isPrintSettings } from './print';

describe('print paths', () => {
  it('names the AWB form and the calibration page of a form, with the offset as the query', () => {
    expect(awbPrintPath(42, 'airline')).toBe('/api/shipments/id-42/print/airline');
    expect(awbPrintPath(42, 'neutral', { x: -1.5, y: 0 })).toBe('/api/shipments/id-42/print/neutral?offsetX=-1.5&offsetY=0');
    expect(calibrationPrintPath('a4', { x: 20, y: -0.1 })).toBe('/api/shipments/print/calibration/a4?offsetX=20&offsetY=-0.1');
  });
});

describe('print settings', () => {
  it('offers valid defaults, a fresh copy each time', () => {
    const settings = defaultPrintSettings();
    expect(isPrintSettings(settings)).toBe(true);
    settings.forms.a4.offset.x = 5;
    expect(DEFAULT_PRINT_SETTINGS.forms.a4.offset.x).toBe(0);
  });

  it.each([
    [0, true],
    [1.5, true],
    [-19.9, true],
    [0.3, true],
    [1.25, false],
    [0.1 + 0.2, false],
  ])('%d has at most one decimal: %s', (value, expected) => {
    expect(hasOneDecimalAtMost(value)).toBe(expected);
  });
});
