import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { outgoingResource } from '@shared/messaging/outgoing';
import { MESSAGING_EXTENSIONS } from './extensions';

describe('a new outgoing setting', () => {
  it('starts with values its own fields accept: active, in Cargo-IMP', () => {
    const defaults = MESSAGING_EXTENSIONS.outgoing!.defaults as Record<string, unknown>;
    expect(defaults).toEqual({ active: true, format: 'CIMP' });
    for (const [key, value] of Object.entries(defaults)) {
      const field = outgoingResource.fields[key as keyof typeof outgoingResource.fields];
      expect(field, key).toBeDefined();
      expect(v.safeParse(field.schema, value).success, key).toBe(true);
    }
  });
});

describe('a logged telegram', () => {
  it('is offered for editing and deleting only while it is in error', () => {
    const { mayEdit, mayDelete } = MESSAGING_EXTENSIONS.cimp!;
    for (const [status, offered] of [['error', true], ['complete', false], ['process', false]] as const) {
      expect(mayEdit!({ id: 1, status }, null), status).toBe(offered);
      expect(mayDelete!({ id: 1, status }, null), status).toBe(offered);
    }
  });
});
