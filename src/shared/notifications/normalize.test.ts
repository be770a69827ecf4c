import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { notificationsApi } from './api';
import { normalizeNotification, normalizeNotificationDate } from './normalize';
import type { NotificationAnswer } from './schemas';

// Section 3: a notification's createdAt "may be an object with a date string". Both forms are read
// and kept as one ISO string.

const notification = (createdAt: NotificationAnswer['createdAt']): NotificationAnswer => ({
  id: 1,
  group: 'chat',
  title: 'Новое сообщение',
  content: '{{author}} пишет',
  contentData: { author: { type: 'bold', text: 'Анна' } },
  level: 'info',
  createdAt,
  viewedAt: null,
});

describe('a notification date in either form of section 3', () => {
  it('is read by the contract in both forms', () => {
    const schema = notificationsApi.list.answer.kind === 'json' ? notificationsApi.list.answer.schema : null;
    const page = (createdAt: unknown) => ({ items: [{ ...notification('x'), createdAt }], total: 1 });
    expect(schema && v.safeParse(schema, page('2025-03-01T10:00:00.000Z')).success).toBe(true);
    expect(schema && v.safeParse(schema, page({ date: '2025-03-01 10:00:00.000000', timezone_type: 3, timezone: 'UTC' })).success).toBe(true);
    expect(schema && v.safeParse(schema, page({ when: '2025-03-01' })).success).toBe(false);
  });

  it.each([
    ['2025-03-01T10:00:00.000Z', '2025-03-01T10:00:00.000Z'],
    [{ date: '2025-03-01 10:00:00.000000', timezone: 'UTC' }, '2025-03-01T10:00:00.000Z'],
    [{ date: '2025-03-01 10:00:00' }, '2025-03-01T10:00:00.000Z'],
    [{ date: '2025-03-01 13:00:00.250000', timezone: '+03:00' }, '2025-03-01T13:00:00.250+03:00'],
    [{ date: '2025-03-01T10:00:00.000Z' }, '2025-03-01T10:00:00.000Z'],
  ])('reads %j as %s', (value, expected) => {
    expect(normalizeNotificationDate(value)).toBe(expected);
    expect(new Date(normalizeNotificationDate(value)).getTime()).toBe(new Date(expected).getTime());
  });

  it('normalizes a notification to the one internal form', () => {
    expect(normalizeNotification(notification({ date: '2025-03-01 10:00:00.000000', timezone: 'UTC' }))).toEqual(notification('2025-03-01T10:00:00.000Z'));
  });
});
