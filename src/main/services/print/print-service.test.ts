import { describe, expect, it } from 'vitest';
import { defaultPrintSettings, type PrintSettings } from '@shared/desktop/print';
import { createMemoryStore } from '../credential-store/memory';
import { recordingLogger } from '../../testing/fakes';
import { fakePdfFetch, fakePrinter, fakeTextFs, jsonError, PDF_BYTES } from '../../testing/print-fakes';
import { createPrintService } from './print-service';

const FILE = '/user-data/print-settings.json';
const config = { apiUrl: 'https://cargo.example.com' };

const settingsWith = (change: (settings: PrintSettings) => void): PrintSettings => {
  const settings = defaultPrintSettings();
  change(settings);
  return settings;
};

async function setup({ token = 'jwt-1' as string | null, file = undefined as string | undefined, answer = undefined as (() => Response) | undefined } = {}) {
  const credentials = createMemoryStore();
  if (token) await credentials.set(token);
  const files = fakeTextFs(file === undefined ? {} : { [FILE]: file });
  const http = fakePdfFetch(answer);
  const printing = fakePrinter([
    { name: 'Epson_LQ', displayName: 'Epson LQ-2190', isDefault: false },
    { name: 'HP_A4', displayName: 'HP LaserJet (A4)', isDefault: false },
  ]);
  const logger = recordingLogger();
  const service = createPrintService({ fetch: http.fetch, credentials, config, fs: files.fs, settingsFile: FILE, printer: printing.printer, logger });
  return { service, credentials, files, http, printing, logger };
}

describe('print service: what it fetches', () => {
  it('fetches each form with that form’s own offset', async () => {
    const { service, http } = await setup();
    await service.setSettings(
      settingsWith((s) => {
        s.forms.airline.offset = { x: 1.5, y: -2 };
        s.forms.neutral.offset = { x: -20, y: 20 };
      }),
    );
    await service.printAwb({ shipmentId: 42, form: 'airline' });
    await service.printAwb({ shipmentId: 42, form: 'neutral' });
    await service.printAwb({ shipmentId: 7, form: 'a4' });
    expect(http.calls.map((call) => call.url)).toEqual([
      'https://cargo.example.com/api/shipments/id-42/print/airline?offsetX=1.5&offsetY=-2',
      'https://cargo.example.com/api/shipments/id-42/print/neutral?offsetX=-20&offsetY=20',
      'https://cargo.example.com/api/shipments/id-7/print/a4?offsetX=0&offsetY=0',
    ]);
  });

  it('fetches the calibration page of the form with its offset for a test print', async () => {
    const { service, http, printing } = await setup();
    await service.setSettings(settingsWith((s) => (s.forms.a4.offset = { x: 0.3, y: 4 })));
    expect(await service.printTest({ form: 'a4' })).toEqual({ printed: true, printer: null });
    expect(http.calls.map((call) => call.url)).toEqual(['https://cargo.example.com/api/shipments/print/calibration/a4?offsetX=0.3&offsetY=4']);
    expect(printing.jobs[0]?.pdf).toBe(new TextDecoder().decode(PDF_BYTES));
  });

  it('sends the stored session token as a Bearer, with the company header, and a timeout', async () => {
    const { service, http } = await setup({ token: 'jwt-secret' });
    await service.printAwb({ shipmentId: 1, form: 'airline' });
    expect(http.calls[0]?.headers).toMatchObject({ authorization: 'Bearer jwt-secret', accept: 'application/pdf', 'x-company': 'ut' });
    expect(http.calls[0]?.signal).toBeInstanceOf(AbortSignal);
  });

  it('prints nothing without a stored token, and says why', async () => {
    const { service, http, printing } = await setup({ token: null });
    expect(await service.printAwb({ shipmentId: 1, form: 'airline' })).toEqual({ printed: false, reason: 'unauthorized' });
    expect(http.calls).toEqual([]);
    expect(printing.jobs).toEqual([]);
  });

  it.each([
    [403, { code: 403, message: 'Нет прав на печать этой накладной' }, { printed: false, reason: 'failed', status: 403, message: 'Нет прав на печать этой накладной' }],
    [404, { code: 404, message: 'Shipment not found' }, { printed: false, reason: 'failed', status: 404, message: 'Shipment not found' }],
    [401, { code: 401, message: 'Session expired' }, { printed: false, reason: 'unauthorized', status: 401, message: 'Session expired' }],
  ])('passes the server’s JSON message back (%i)', async (status, body, expected) => {
    const { service, printing, logger } = await setup({ answer: () => jsonError(status, body) });
    expect(await service.printAwb({ shipmentId: 5, form: 'neutral' })).toEqual(expected);
    expect(printing.jobs).toEqual([]);
    expect(logger.text('warn')).toContain('refused');
  });

  it('answers failed without a message when the refusal is not JSON', async () => {
    const { service } = await setup({ answer: () => new Response('<html>Bad gateway</html>', { status: 502 }) });
    expect(await service.printAwb({ shipmentId: 5, form: 'neutral' })).toEqual({ printed: false, reason: 'failed', status: 502 });
  });

  it('refuses to print what is not a PDF', async () => {
    const html = () => new Response('<html>login</html>', { status: 200, headers: { 'content-type': 'text/html' } });
    const { service, printing } = await setup({ answer: html });
    expect(await service.printAwb({ shipmentId: 5, form: 'a4' })).toEqual({ printed: false, reason: 'failed' });
    const fakePdf = () => new Response('not a pdf', { status: 200, headers: { 'content-type': 'application/pdf' } });
    const second = await setup({ answer: fakePdf });
    expect(await second.service.printAwb({ shipmentId: 5, form: 'a4' })).toEqual({ printed: false, reason: 'failed' });
    expect(printing.jobs).toEqual([]);
    expect(second.printing.jobs).toEqual([]);
  });

  it('answers failed when the server cannot be reached', async () => {
    const { service, logger } = await setup({
      answer: () => {
        throw new TypeError('fetch failed');
      },
    });
    expect(await service.printAwb({ shipmentId: 5, form: 'a4' })).toEqual({ printed: false, reason: 'failed' });
    expect(logger.text('warn')).toContain('Cannot fetch');
  });
});

describe('print service: the printer', () => {
  it('prints each form to its own printer, and to the system default where none is set', async () => {
    const { service, printing } = await setup();
    await service.setSettings(
      settingsWith((s) => {
        s.forms.airline.printer = 'Epson_LQ';
        s.forms.a4.printer = 'HP_A4';
      }),
    );
    expect(await service.printAwb({ shipmentId: 1, form: 'airline' })).toEqual({ printed: true, printer: 'Epson LQ-2190' });
    expect(await service.printAwb({ shipmentId: 1, form: 'a4' })).toEqual({ printed: true, printer: 'HP LaserJet (A4)' });
    expect(await service.printAwb({ shipmentId: 1, form: 'neutral' })).toEqual({ printed: true, printer: null });
    expect(printing.jobs.map((job) => job.options.deviceName)).toEqual(['Epson_LQ', 'HP_A4', null]);
  });

  it('names the default printer in the answer when the platform says which it is', async () => {
    const { service, printing } = await setup();
    printing.state.printers = [
      { name: 'Epson_LQ', displayName: 'Epson LQ-2190', isDefault: false },
      { name: 'HP_A4', displayName: 'HP LaserJet (A4)', isDefault: true },
    ];
    expect(await service.printAwb({ shipmentId: 1, form: 'neutral' })).toEqual({ printed: true, printer: 'HP LaserJet (A4)' });
    expect(printing.jobs[0]?.options.deviceName).toBeNull();
  });

  it('passes the silent setting to the printer', async () => {
    const { service, printing } = await setup();
    await service.printAwb({ shipmentId: 1, form: 'airline' });
    await service.setSettings(settingsWith((s) => (s.silent = true)));
    await service.printAwb({ shipmentId: 1, form: 'airline' });
    expect(printing.jobs.map((job) => job.options.silent)).toEqual([false, true]);
  });

  it('never falls back to another printer when the form’s own is not installed', async () => {
    const { service, http, printing } = await setup();
    await service.setSettings(settingsWith((s) => (s.forms.airline.printer = 'Warehouse_Epson')));
    expect(await service.printAwb({ shipmentId: 1, form: 'airline' })).toEqual({ printed: false, reason: 'noPrinter', printer: 'Warehouse_Epson' });
    expect(http.calls).toEqual([]);
    expect(printing.jobs).toEqual([]);
  });

  it('answers noPrinter when the computer has no printer at all', async () => {
    const { service, printing, http } = await setup();
    printing.state.printers = [];
    expect(await service.printTest({ form: 'a4' })).toEqual({ printed: false, reason: 'noPrinter' });
    expect(http.calls).toEqual([]);
  });

  it('answers failed when the printers cannot be listed', async () => {
    const { service, printing, logger } = await setup();
    printing.state.listFails = true;
    expect(await service.printAwb({ shipmentId: 1, form: 'a4' })).toEqual({ printed: false, reason: 'failed' });
    expect(logger.text('error')).toContain('Cannot list the printers');
  });

  it('answers cancelled when the user closes the print dialog', async () => {
    const { service, printing } = await setup();
    printing.state.next = 'cancelled';
    expect(await service.printAwb({ shipmentId: 1, form: 'a4' })).toEqual({ printed: false, reason: 'cancelled' });
  });

  it('answers failed with the platform’s reason when printing fails', async () => {
    const { service, printing, logger } = await setup();
    printing.state.next = new Error('Invalid deviceName provided');
    expect(await service.printAwb({ shipmentId: 1, form: 'a4' })).toEqual({ printed: false, reason: 'failed', message: 'Invalid deviceName provided' });
    expect(logger.text('error')).toContain('Printing failed');
  });

  it('runs one job at a time, in the order asked', async () => {
    const { service, printing } = await setup();
    const order: string[] = [];
    const release: (() => void)[] = [];
    printing.printer.printPdf = (_pdf, options) => {
      order.push(`start ${options.deviceName ?? 'default'} ${order.length}`);
      return new Promise((resolve) => release.push(() => resolve('printed')));
    };
    const first = service.printAwb({ shipmentId: 1, form: 'airline' });
    const second = service.printAwb({ shipmentId: 2, form: 'neutral' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(order).toHaveLength(1);
    release.shift()?.();
    await first;
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(order).toHaveLength(2);
    release.shift()?.();
    expect(await second).toEqual({ printed: true, printer: null });
  });

  it('lists the printers through the printer', async () => {
    const { service } = await setup();
    expect(await service.printers()).toEqual([
      { name: 'Epson_LQ', displayName: 'Epson LQ-2190', isDefault: false },
      { name: 'HP_A4', displayName: 'HP LaserJet (A4)', isDefault: false },
    ]);
  });
});

describe('print service: the settings file', () => {
  it('starts from the defaults when no file exists, saying so once', async () => {
    const { service, logger } = await setup();
    expect(await service.getSettings()).toEqual(defaultPrintSettings());
    await service.getSettings();
    expect(logger.lines.filter((line) => line.message.includes('No print settings'))).toHaveLength(1);
  });

  it('keeps what was saved, through a temporary file and a rename, for the next start too', async () => {
    const { service, files, credentials, http, printing, logger } = await setup();
    const saved = settingsWith((s) => {
      s.forms.airline = { printer: 'Epson_LQ', offset: { x: -1.5, y: 2.3 } };
      s.silent = true;
    });
    await service.setSettings(saved);
    expect(await service.getSettings()).toEqual(saved);
    expect(files.writes).toEqual([`${FILE}.tmp`]);
    expect([...files.files.keys()]).toEqual([FILE]);
    expect(JSON.parse(files.files.get(FILE) ?? '')).toEqual(saved);
    const restarted = createPrintService({ fetch: http.fetch, credentials, config, fs: files.fs, settingsFile: FILE, printer: printing.printer, logger });
    expect(await restarted.getSettings()).toEqual(saved);
  });

  it('hands out copies, so a caller cannot change the stored settings', async () => {
    const { service } = await setup();
    const settings = await service.getSettings();
    settings.forms.airline.offset.x = 19;
    expect((await service.getSettings()).forms.airline.offset.x).toBe(0);
  });

  const invalid: [string, (s: Record<string, unknown> & PrintSettings) => void][] = [
    ['an offset over 20 mm', (s) => (s.forms.airline.offset.x = 20.1)],
    ['an offset under -20 mm', (s) => (s.forms.neutral.offset.y = -25)],
    ['an offset with two decimals', (s) => (s.forms.a4.offset.x = 1.25)],
    ['an offset that is not a number', (s) => ((s.forms.a4.offset as unknown as Record<string, unknown>).y = '2')],
    ['an infinite offset', (s) => (s.forms.a4.offset.y = Number.POSITIVE_INFINITY)],
    ['NaN', (s) => (s.forms.a4.offset.y = Number.NaN)],
    ['an unknown key at the top', (s) => (s.copies = 2)],
    ['an unknown key in a form', (s) => ((s.forms.airline as unknown as Record<string, unknown>).tray = 'manual')],
    ['an unknown form', (s) => ((s.forms as unknown as Record<string, unknown>).label = s.forms.a4)],
    ['a missing form', (s) => delete (s.forms as Partial<PrintSettings['forms']>).a4],
    ['an empty printer name', (s) => (s.forms.airline.printer = '')],
    ['a printer name with a control character', (s) => (s.forms.airline.printer = 'Epson\n')],
    ['a printer name far too long', (s) => (s.forms.airline.printer = 'x'.repeat(513))],
    ['silent as text', (s) => ((s as unknown as Record<string, unknown>).silent = 'yes')],
  ];

  it.each(invalid)('refuses to save %s, and keeps the file as it was', async (_name, spoil) => {
    const { service, files } = await setup();
    const settings = defaultPrintSettings() as Record<string, unknown> & PrintSettings;
    spoil(settings);
    await expect(service.setSettings(settings)).rejects.toThrow('Invalid print settings');
    expect(files.writes).toEqual([]);
    expect(await service.getSettings()).toEqual(defaultPrintSettings());
  });

  it.each([
    ['broken JSON', '{"forms": {', 'not valid JSON'],
    ['an array', '[]', 'invalid'],
    ['an offset out of range', JSON.stringify(settingsWith((s) => (s.forms.airline.offset.x = 50))), 'invalid'],
    ['an unknown key', JSON.stringify({ ...defaultPrintSettings(), copies: 2 }), 'invalid'],
  ])('starts from the defaults when the file holds %s, with a log line', async (_name, text, said) => {
    const { service, logger, files, printing } = await setup({ file: text });
    expect(await service.getSettings()).toEqual(defaultPrintSettings());
    expect(logger.text('error')).toContain(said);
    // The defaults print (to the system default), and the broken file is left for support to read.
    expect(await service.printAwb({ shipmentId: 3, form: 'airline' })).toEqual({ printed: true, printer: null });
    expect(printing.jobs[0]?.options).toEqual({ deviceName: null, silent: false });
    expect(files.files.get(FILE)).toBe(text);
  });

  it('starts from the defaults when the file cannot be read', async () => {
    const { service, logger, files } = await setup();
    files.state.readError = Object.assign(new Error('EACCES'), { code: 'EACCES' });
    expect(await service.getSettings()).toEqual(defaultPrintSettings());
    expect(logger.text('error')).toContain('Cannot read the print settings');
  });

  it('reports a failed save and keeps the settings it had', async () => {
    const { service, files } = await setup();
    files.state.failWrites = true;
    await expect(service.setSettings(settingsWith((s) => (s.silent = true)))).rejects.toThrow('ENOSPC');
    expect((await service.getSettings()).silent).toBe(false);
    files.state.failWrites = false;
    await service.setSettings(settingsWith((s) => (s.silent = true)));
    expect((await service.getSettings()).silent).toBe(true);
  });
});
