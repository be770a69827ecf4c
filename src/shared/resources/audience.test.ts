import { describe, expect, it } from 'vitest';
import { webhooksResource } from '../webhooks/endpoints';
import { listFor } from './audience';

describe("a list's columns and filters by viewer", () => {
  it('shows staff the company of each webhook, and a client its own list without it', () => {
    expect(listFor(webhooksResource, true)).toBe(webhooksResource);
    const client = listFor(webhooksResource, false);
    expect(client.columns.map((column) => column.key)).toEqual(['url', 'events', 'active', 'troubled', 'createdAt']);
    expect(client.filters.map((filter) => filter.key)).toEqual(['active']);
    expect(webhooksResource.columns.map((column) => column.key)).toContain('contractorId');
  });

  it('leaves a resource with nothing staff-only as it is', () => {
    const plain = { columns: [{ key: 'a', sortable: true }], filters: [{ key: 'a', kind: 'equals' as const }] };
    expect(listFor(plain, false)).toBe(plain);
  });
});
