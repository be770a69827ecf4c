// A client's webhooks (issue 19): its administrators register the receivers of its events. Named
// in the `agent.*` family, beside the client's persons.

export const WEBHOOK_ABILITIES = { view: 'agent.webhook.view', edit: 'agent.webhook.edit' } as const;
