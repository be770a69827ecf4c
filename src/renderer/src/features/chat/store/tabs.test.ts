import { describe, expect, it } from 'vitest';
import type { ChatMember } from '@shared/chat/schemas';
import { CLIENT, OPERATOR } from './fixtures.test-support';
import { initialTab } from './tabs';

// Section 4: "mine if the opened chat is theirs; all if it has an operator; otherwise untaken.
// With no opened chat, mine if any, else untaken if any."

const ME = OPERATOR.userId;
const colleague: ChatMember = { ...OPERATOR, userId: 21, name: 'Колле Га' };

describe('the initial chat tab of an airline operator', () => {
  it.each<[string, ChatMember[], 'mine' | 'all' | 'new']>([
    ['theirs', [CLIENT, OPERATOR], 'mine'],
    ['theirs with a colleague', [CLIENT, colleague, OPERATOR], 'mine'],
    ["a colleague's", [CLIENT, colleague], 'all'],
    ['untaken', [CLIENT], 'new'],
  ])('opens on a chat that is %s', (_, members, tab) => {
    expect(initialTab(ME, { members }, { all: 5, mine: 2, new: 1 })).toBe(tab);
  });

  it.each<[{ all: number; mine: number; new: number }, 'mine' | 'all' | 'new']>([
    [{ all: 5, mine: 2, new: 1 }, 'mine'],
    [{ all: 5, mine: 0, new: 1 }, 'new'],
    [{ all: 5, mine: 0, new: 0 }, 'all'],
    [{ all: 0, mine: 0, new: 0 }, 'all'],
  ])('without an opened chat, with tabs %j, opens %s', (tabs, tab) => {
    expect(initialTab(ME, null, tabs)).toBe(tab);
  });

  it('waits for the tab counts when no chat is opened', () => {
    expect(initialTab(ME, null, null)).toBeNull();
  });
});
