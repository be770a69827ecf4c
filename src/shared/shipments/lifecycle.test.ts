import { describe, expect, it } from 'vitest';
import { AWB_STATUSES } from '../constants';
import { AWB_ACTIONS, AWB_TRANSITIONS, awbActions, mayPerformAwb } from './lifecycle';

describe('the AWB lifecycle', () => {
  // Every action against every status: allowed exactly where the table says, and only there.
  const allowed: Record<string, string[]> = {
    not_issued: ['issue'],
    issued: ['confirm'],
    not_accepted: ['undoConfirm', 'accept'],
    accepted: ['unaccept'],
  };
  it.each(AWB_STATUSES.flatMap((status) => AWB_ACTIONS.map((action) => [status, action] as const)))('from %s, %s', (status, action) => {
    expect(mayPerformAwb(action, status)).toBe(allowed[status]!.includes(action));
  });

  it('offers each status its actions, and each action leads where section 4 says', () => {
    for (const status of AWB_STATUSES) expect(awbActions(status)).toEqual(allowed[status]);
    expect(Object.fromEntries(AWB_ACTIONS.map((action) => [action, `${AWB_TRANSITIONS[action].from} → ${AWB_TRANSITIONS[action].to}`]))).toEqual({
      issue: 'not_issued → issued',
      confirm: 'issued → not_accepted',
      undoConfirm: 'not_accepted → issued',
      accept: 'not_accepted → accepted',
      unaccept: 'accepted → not_accepted',
    });
    // Only issuing is the client's.
    expect(AWB_ACTIONS.filter((action) => !AWB_TRANSITIONS[action].staffOnly)).toEqual(['issue']);
  });
});
