import { describe, expect, it } from 'vitest';
import { actionLabel, changeLabel, changeText, changeValue, type HistoryWords } from './history-text';

const TEXTS: Record<string, string> = {
  'history.fields.status': 'Status',
  'history.fields.cargoName': 'Cargo',
  'history.fields.price': 'Price',
  'history.fields.measured.weight': 'Weight measured',
  'history.fields.awb.declaredValueCustoms': 'Declared value for customs',
  'history.fields.awb.hsCodes': 'HS codes',
  'history.actions.undoConfirm': 'Confirmation taken back',
  'info.party.roles.shipper': 'Shipper',
  'info.party.address': 'Street address',
  'awbStatus.issued': 'Issued',
  'awbStatus.not_accepted': 'Not accepted',
  'units.kg': '{{value}} kg',
  'history.actions.refundBid': 'Refund asked for',
  'history.fields.refund': 'Refund',
  'history.fields.weight': 'Weight',
  'refund.types.voluntary': 'Voluntary',
  'refund.statuses.accepted': 'Accepted',
  'services.statuses.done': 'Done',
  'history.actions.attached': 'Document attached',
  'history.fields.attachments': 'Documents',
  'reference:shipmentFileType.invoice': 'Invoice',
};
const t = (key: string, params?: Record<string, unknown>) => {
  const text = TEXTS[key] ?? (params?.defaultValue as string | undefined) ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params?.[name]));
};
const words: HistoryWords = { t, language: 'en', currency: 'RUB' };

describe('a shipment history in words', () => {
  it('names the fields it knows, a party part with its role, and leaves an unknown field as its path', () => {
    expect(changeLabel('status', t)).toBe('Status');
    expect(changeLabel('awb.declaredValueCustoms', t)).toBe('Declared value for customs');
    expect(changeLabel('participants.shipper', t)).toBe('Shipper');
    expect(changeLabel('participants.shipper.address', t)).toBe('Shipper: Street address');
    expect(changeLabel('measured.weight', t)).toBe('Weight measured');
    expect(changeLabel('participants.pilot.name', t)).toBe('participants.pilot.name');
    expect(changeLabel('awb.colour', t)).toBe('awb.colour');
    expect(actionLabel('undoConfirm', t)).toBe('Confirmation taken back');
    expect(actionLabel('refund', t)).toBe('refund');
  });

  it('writes values: statuses, money, the declared values none as NVD/NCV/XXX, a party on one line, lists and weights', () => {
    expect(changeText({ field: 'status', before: 'issued', after: 'not_accepted' }, words)).toEqual({ label: 'Status', before: 'Issued', after: 'Not accepted' });
    expect(changeValue('awb.declaredValueCustoms', null, words)).toBe('NCV');
    expect(changeValue('awb.declaredValueCarriage', null, words)).toBe('NVD');
    expect(changeValue('awb.insurance', null, words)).toBe('XXX');
    expect(changeValue('awb.declaredValueCustoms', 1_500_000, words)).toMatch(/^RUB\s?15,000\.00$|^₽\s?15,000\.00$/);
    expect(changeValue('price', 1_234_550, words)).toMatch(/12,345\.50/);
    expect(changeValue('participants.shipper', null, words)).toBe('—');
    expect(changeValue('participants.shipper', { name: 'Sibir Trade', address: 'Respubliki 1', city: 'Tyumen', country: 'RU', postalCode: '625000', phone: null }, words)).toBe('Sibir Trade, Respubliki 1, 625000 Tyumen, RU');
    expect(changeValue('awb.hsCodes', ['870899', '870821'], words)).toBe('870899, 870821');
    expect(changeValue('awb.hsCodes', [], words)).toBe('—');
    expect(changeValue('measured.weight', 126, words)).toBe('126 kg');
    expect(changeValue('bookings', 'KK', words)).toBe('KK');
    expect(changeValue('status', 'lost', words)).toBe('lost');
  });

  it('names a document attached or removed by its type in words', () => {
    expect(actionLabel('attached', t)).toBe('Document attached');
    expect(changeText({ field: 'attachments', before: null, after: 'invoice: act 1.pdf' }, words)).toEqual({ label: 'Documents', before: '—', after: 'Invoice: act 1.pdf' });
    expect(changeValue('attachments', 'scroll: act.pdf', words)).toBe('scroll: act.pdf');
  });
});

describe('the history of the booked cargo, refunds and services', () => {
  it('names their actions and fields and writes their values in words', () => {
    expect(actionLabel('refundBid', t)).toBe('Refund asked for');
    expect(changeText({ field: 'weight', before: 200, after: 250.5 }, words)).toEqual({ label: 'Weight', before: '200 kg', after: '250.5 kg' });
    expect(changeText({ field: 'refund', before: null, after: { type: 'voluntary', reason: null, sum: 1_800_000 } }, words).after).toMatch(/^Voluntary · .*18,000\.00/);
    expect(changeValue('refund', 'accepted', words)).toBe('Accepted');
    expect(changeValue('services', 'done', words)).toBe('Done');
    expect(changeValue('services', 'SR × 3', words)).toBe('SR × 3');
  });
});

describe('what the issue lacks', () => {
  it('lists each missing part by its label, leaving the consent to its checkbox', async () => {
    const { issueProblemLines } = await import('./issue-problems');
    expect(issueProblemLines({ 'participants.shipper.address': 'Fill this field', consent: 'Agree' }, t)).toEqual(['Shipper: Street address — Fill this field']);
  });
});
