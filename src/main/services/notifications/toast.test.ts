import { describe, expect, it } from 'vitest';
import type { Notification } from '@shared/notifications/schemas';
import { toastOf } from './toast';

const notification = (patch: Partial<Notification> = {}): Notification => ({
  id: 1,
  group: 'bid',
  title: 'Accreditation',
  content: 'Request {{request}} of {{company}} is {{status}}.',
  contentData: {
    request: { type: 'link', text: '№ 12', subtype: 'questionnaire', params: { id: 12 } },
    company: { type: 'bold', text: 'Cargo LLC' },
    status: { type: 'italic', text: 'approved' },
  },
  level: 'success',
  createdAt: '2026-03-01T10:00:00Z',
  viewedAt: null,
  ...patch,
});

describe('toastOf', () => {
  it('puts each piece’s text in place of its {{key}} and leads to the first link', () => {
    expect(toastOf(notification())).toEqual({ title: 'Accreditation', body: 'Request № 12 of Cargo LLC is approved.', path: '/accreditations/12' });
  });

  it('keeps a {{key}} without a piece as it is', () => {
    expect(toastOf(notification({ content: 'Hello {{nobody}}', contentData: {} }))?.body).toBe('Hello {{nobody}}');
  });

  it('leads to the notification list when there is no usable link', () => {
    expect(toastOf(notification({ contentData: { company: { type: 'bold', text: 'X' } } }))?.path).toBe('/notifications');
    expect(toastOf(notification({ contentData: { l: { type: 'link', text: 'x', subtype: 'unknown', params: { id: 1 } } } }))?.path).toBe('/notifications');
  });

  it('takes the first link that resolves', () => {
    const toast = toastOf(
      notification({
        content: '{{a}} {{b}}',
        contentData: {
          a: { type: 'link', text: 'broken', subtype: 'contract', params: {} },
          b: { type: 'link', text: 'AWB', subtype: 'shipment', params: { mAwb: '555-12345675' } },
        },
      }),
    );
    expect(toast).toEqual({ title: 'Accreditation', body: 'broken AWB', path: '/shipments/555-12345675' });
  });

  it('refuses what is not a notification, and ignores malformed pieces', () => {
    expect(toastOf(null)).toBeNull();
    expect(toastOf({ title: 'x' })).toBeNull();
    expect(toastOf({ title: 1, content: 'x' })).toBeNull();
    expect(toastOf({ title: 't', content: 'a {{k}}', contentData: { k: 'oops' } })).toEqual({ title: 't', body: 'a {{k}}', path: '/notifications' });
    expect(toastOf({ title: 't', content: 'c', contentData: null })).toEqual({ title: 't', body: 'c', path: '/notifications' });
  });
});
