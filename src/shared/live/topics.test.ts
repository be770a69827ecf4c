import { describe, expect, it } from 'vitest';
import { mercureLink, streamUrl, topics } from './topics';

describe('live topics', () => {
  it('finds the mercure link among others', () => {
    expect(mercureLink('<https://a.test/x>; rel="self", <https://a.test/api/live>; rel="mercure"')).toBe('https://a.test/api/live');
    expect(mercureLink('<https://a.test/x>; rel="self"')).toBeNull();
    expect(mercureLink(null)).toBeNull();
  });

  it('adds every topic and the event to resume after', () => {
    const url = new URL(streamUrl('https://a.test/api/live', [topics.notifications(7), topics.chatAirline('ut')], '42'));
    expect(url.searchParams.getAll('topic')).toEqual(['/notifications/user/7', '/chats/airline/ut']);
    expect(url.searchParams.get('lastEventID')).toBe('42');
  });
});
