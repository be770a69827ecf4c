import type { ResourceExtensions } from '@/components/resource/editors';
import { WebhookActions } from './components/WebhookActions';
import { WebhookInfo } from './components/WebhookInfo';

/** The webhooks' own parts on the generic pages: a new endpoint is on, the secret and the log under its fields. */
export const WEBHOOK_EXTENSIONS: Partial<Record<string, ResourceExtensions>> = {
  webhooks: { defaults: { active: true, events: [] }, Info: WebhookInfo, Actions: WebhookActions },
};
