import { describe, expect, it } from 'vitest';
import { notificationLink, primaryLink, splitContent } from './links';

describe('notification links (section 2)', () => {
  it.each([
    ['questionnaire', { id: 5 }, '/accreditations/5'],
    ['balance', { id: 9, contract: 3 }, '/payments?openId=9&shared%5BcontractId%5D=3'],
    ['contract', { id: 4 }, '/contracts/4'],
    ['contract', { id: 4, tab: 'tariffs' }, '/contracts/4?tab=tariffs'],
    ['shipment', { mAwb: '298-45182303' }, '/shipments/298-45182303'],
    ['publication', { id: 2 }, '/publications/2'],
    ['chat', { id: 8 }, '/chats/8'],
    ['booking', { id: 12 }, '/bookings/12'],
    ['nonsense', { id: 1 }, '#'],
    [undefined, { id: 1 }, '#'],
    ['contract', {}, '#'],
  ])('%s %o leads to %s', (subtype, params, href) => {
    expect(notificationLink({ subtype, params })).toBe(href);
  });

  it('splits content into text and pieces, leaving unknown keys as text', () => {
    const bold = { type: 'bold' as const, text: 'approved' };
    expect(splitContent('Request is {{status}} now {{other}}', { status: bold })).toEqual(['Request is ', bold, ' now {{other}}']);
    expect(splitContent('{{status}}', { status: bold })).toEqual([bold]);
  });

  it('takes the first link that leads somewhere as the card link', () => {
    expect(primaryLink({ a: { type: 'bold', text: 'x' }, b: { type: 'link', text: 'y', subtype: 'contract', params: { id: 3 } } })).toBe('/contracts/3');
    expect(primaryLink({ a: { type: 'link', text: 'x', subtype: 'nope' } })).toBeNull();
  });
});
