import { describe, expect, it } from 'vitest';
import { conditionText } from './condition-text';

const t = (key: string, params?: Record<string, unknown>) =>
  key.endsWith('between') ? `${String(params?.field)} from ${String(params?.from)} to ${String(params?.to)}` : key.split('.').at(-1)!;

describe('a condition in words', () => {
  it('says none, a rule, and groups with brackets only where they nest', () => {
    expect(conditionText(null, t)).toBe('none');
    expect(conditionText({ op: 'eq', field: 'product', value: 'PIL' }, t)).toBe('product = PIL');
    expect(
      conditionText(
        {
          op: 'and',
          items: [
            { op: 'neq', field: 'product', value: 'PIL' },
            { op: 'or', items: [{ op: 'between', field: 'dayOfWeek', value: [1, 5] }, { op: 'gte', field: 'weight', value: 100 }] },
          ],
        },
        t,
      ),
    ).toBe('product ≠ PIL and (dayOfWeek from 1 to 5 or weight ≥ 100)');
  });
});
