import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { chatApi } from './api';
import { normalizeChat, normalizeChatList, unreadFor } from './normalize';
import type { ChatAnswer } from './schemas';

// Section 3: a chat's count (unread) "may be a map keyed by user id". Both forms are read, and the
// client keeps the caller's number.

const chat = (count: ChatAnswer['count']): ChatAnswer => ({
  id: 7,
  createdAt: '2025-03-01T10:00:00.000Z',
  type: 'common',
  members: [],
  count,
  company: { marker: 'UT', iata: 'UT', name: 'ЮТэйр', acceptsMessages: true },
  contractor: { name: 'ООО Альфа' },
  lastMessage: null,
  readBy: {},
});

describe('a chat unread count in either form of section 3', () => {
  it('is read by the contract in both forms', () => {
    const schema = chatApi.get.answer.kind === 'json' ? chatApi.get.answer.schema : null;
    expect(schema && v.safeParse(schema, chat(3)).success).toBe(true);
    expect(schema && v.safeParse(schema, chat({ '12': 3, '40': 1 })).success).toBe(true);
    expect(schema && v.safeParse(schema, chat({ '12': 'three' } as never)).success).toBe(false);
  });

  it("keeps the caller's number: the number itself, or the caller's entry of the map", () => {
    expect(unreadFor(3, 12)).toBe(3);
    expect(unreadFor({ '12': 3, '40': 1 }, 12)).toBe(3);
    expect(unreadFor({ '12': 3, '40': 1 }, 40)).toBe(1);
    expect(unreadFor({ '40': 1 }, 12)).toBe(0);
  });

  it('normalizes a chat and a list page to the one internal form', () => {
    expect(normalizeChat(chat({ '12': 5 }), 12)).toEqual({ ...chat(5) });
    const page = normalizeChatList({ items: [chat({ '12': 2 }), chat(4)], total: 2, tabs: { all: 2, mine: 0, new: 0 } }, 12);
    expect(page.items.map((c) => c.count)).toEqual([2, 4]);
  });
});
