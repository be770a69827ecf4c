// The webhooks area's face: a client's endpoints, the events they hear of, their calls.

import { webhooksResource } from './endpoints';

export * from './abilities';
export * from './api';
export * from './endpoints';
export * from './events';
export * from './schemas';

export const WEBHOOK_RESOURCES = { webhooks: webhooksResource } as const;
