import { defineResource, titles } from '../resources/define';
import { f } from '../resources/fields';
import { messageRef } from '../validation';
import { WEBHOOK_ABILITIES } from './abilities';
import { WEBHOOK_EVENTS } from './events';

/** A message of the webhooks' namespace (the form's and the server's refusals). */
export const webhookError = (key: string): string => messageRef(`resources/webhooks:errors.${key}`);

/** An absolute http(s) URL; where it points (public addresses only) is the server's to check. */
const URL_PATTERN = /^https?:\/\/[^\s/?#]+(?:[/?#]\S*)?$/i;

/**
 * A client's webhook endpoint: where the cabinet posts the client's events, which ones, and whether
 * it posts at all now. The company is the caller's own (set by the server), the secret never a field:
 * it is shown once, on creation and on rotation (api.ts).
 */
export const webhooksResource = defineResource({
  name: 'webhooks',
  area: 'webhooks',
  abilities: WEBHOOK_ABILITIES,
  path: '/webhooks',
  title: (row) => titles.join(row.url),
  fields: {
    url: f.text({ required: true, maxLength: 500, wide: true, pattern: URL_PATTERN, patternMessage: webhookError('url') }),
    events: f.multiselect(WEBHOOK_EVENTS, { required: true, wide: true }),
    active: f.boolean(),
    description: f.text({ maxLength: 200, wide: true }),
    contractorId: f.ref('contractor', { readOnly: true }),
    createdAt: f.date({ readOnly: true }),
    /** Deliveries of the last day that failed for good or still wait for a retry: a sign the receiver is down. */
    troubled: f.integer({ readOnly: true, plain: true }),
  },
  // The company tells only the airline's staff something: a client lists its own endpoints alone.
  columns: ['url', { key: 'events', sortable: false }, 'active', { key: 'contractorId', sortable: true, staffOnly: true }, 'troubled', 'createdAt'],
  filters: [
    { key: 'active', kind: 'boolean' },
    { key: 'contractorId', kind: 'equals', staffOnly: true },
  ],
  search: ['url', 'description'],
  defaultSort: { key: 'createdAt', desc: true },
  // Each endpoint's secret is shown once, to whoever adds it: a sheet cannot carry that.
  importable: false,
});
