/** Query keys of the webhooks feature, for queries and invalidation alike. */
export const webhookKeys = {
  all: ['webhooks'] as const,
  /** A page of an endpoint's delivery log. */
  deliveries: (id: number, page: number, size: number) => [...webhookKeys.all, 'deliveries', id, { page, size }] as const,
  /** Every page of an endpoint's log (after a ping or a resend). */
  deliveriesOf: (id: number) => [...webhookKeys.all, 'deliveries', id] as const,
  /** A new endpoint's secret, asked for once. */
  secret: (id: number) => [...webhookKeys.all, 'secret', id] as const,
};
