import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PrintAwbRequest, PrintResult } from '@shared/desktop/print';
import { printAwb, printOutcomeMessage, type PrintEnvironment } from './print-awb';

function fakeDesktop(answer: PrintResult | Error = { printed: true, printer: 'Epson LQ-2190' }) {
  const asked: PrintAwbRequest[] = [];
  const desktop = {
    print: {
      awb: async (request: PrintAwbRequest) => {
        asked.push(request);
        if (answer instanceof Error) throw answer;
        return answer;
      },
    },
  } as unknown as NonNullable<PrintEnvironment['desktop']>;
  return { desktop, asked };
}

function fakeTabs(blocked = false) {
  const opened: string[] = [];
  const tabs: { opener: unknown }[] = [];
  const open = (url: string) => {
    opened.push(url);
    if (blocked) return null;
    const tab = { opener: 'the cabinet' };
    tabs.push(tab);
    return tab as unknown as Window;
  };
  return { open, opened, tabs };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('printAwb', () => {
  it('asks the desktop bridge when there is one, and opens no tab', async () => {
    const { desktop, asked } = fakeDesktop();
    const tabs = fakeTabs();
    expect(await printAwb(42, 'airline', { desktop, open: tabs.open })).toEqual({ via: 'desktop', result: { printed: true, printer: 'Epson LQ-2190' } });
    expect(asked).toEqual([{ shipmentId: 42, form: 'airline' }]);
    expect(tabs.opened).toEqual([]);
  });

  it('passes the desktop’s refusal on as it is', async () => {
    const { desktop } = fakeDesktop({ printed: false, reason: 'failed', status: 403, message: 'No access' });
    expect(await printAwb(1, 'a4', { desktop, open: fakeTabs().open })).toEqual({ via: 'desktop', result: { printed: false, reason: 'failed', status: 403, message: 'No access' } });
  });

  it('turns a refused bridge call into a failure', async () => {
    const { desktop } = fakeDesktop(new Error('print.awb: invalid arguments'));
    expect(await printAwb(1, 'a4', { desktop, open: fakeTabs().open })).toEqual({
      via: 'desktop',
      result: { printed: false, reason: 'failed', message: 'print.awb: invalid arguments' },
    });
  });

  it('opens the PDF in a new tab in a browser, cut off from the cabinet', async () => {
    const tabs = fakeTabs();
    expect(await printAwb(42, 'neutral', { desktop: null, open: tabs.open })).toEqual({ via: 'browser', opened: true });
    expect(tabs.opened).toEqual(['/api/shipments/id-42/print/neutral']);
    expect(tabs.tabs[0]?.opener).toBeNull();
  });

  it('says so when a popup blocker stops the tab', async () => {
    expect(await printAwb(42, 'a4', { desktop: null, open: fakeTabs(true).open })).toEqual({ via: 'browser', opened: false });
  });

  it('opens the tab before anything is awaited, so it counts as the click’s popup', () => {
    const tabs = fakeTabs();
    void printAwb(5, 'a4', { desktop: null, open: tabs.open });
    expect(tabs.opened).toEqual(['/api/shipments/id-5/print/a4']);
  });

  it('finds window.desktop by itself, or opens a tab with window.open', async () => {
    const { desktop, asked } = fakeDesktop();
    const open = vi.fn(() => null);
    vi.stubGlobal('window', { desktop, open });
    await printAwb(3, 'a4');
    expect(asked).toEqual([{ shipmentId: 3, form: 'a4' }]);
    expect(open).not.toHaveBeenCalled();

    vi.stubGlobal('window', { open });
    expect(await printAwb(3, 'airline')).toEqual({ via: 'browser', opened: false });
    expect(open).toHaveBeenCalledWith('/api/shipments/id-3/print/airline', '_blank');
  });
});

describe('printOutcomeMessage', () => {
  it.each([
    [{ via: 'desktop', result: { printed: true, printer: 'Epson' } }, { intent: 'success', key: 'outcome.printedOn', params: { printer: 'Epson' } }],
    [{ via: 'desktop', result: { printed: true, printer: null } }, { intent: 'success', key: 'outcome.printed', params: {} }],
    [{ via: 'desktop', result: { printed: false, reason: 'noPrinter', printer: 'Epson' } }, { intent: 'error', key: 'outcome.printerMissing', params: { printer: 'Epson' } }],
    [{ via: 'desktop', result: { printed: false, reason: 'noPrinter' } }, { intent: 'error', key: 'outcome.noPrinter', params: {} }],
    [{ via: 'desktop', result: { printed: false, reason: 'unauthorized' } }, { intent: 'error', key: 'outcome.unauthorized', params: {} }],
    [{ via: 'desktop', result: { printed: false, reason: 'cancelled' } }, { intent: 'info', key: 'outcome.cancelled', params: {} }],
    [{ via: 'desktop', result: { printed: false, reason: 'failed', message: 'Not found' } }, { intent: 'error', key: 'outcome.failed', params: {}, detail: 'Not found' }],
    [{ via: 'browser', opened: true }, { intent: 'info', key: 'outcome.opened', params: {} }],
    [{ via: 'browser', opened: false }, { intent: 'warning', key: 'outcome.blocked', params: {} }],
  ] as const)('%j reads as %j', (outcome, message) => {
    expect(printOutcomeMessage(outcome)).toEqual(message);
  });
});
