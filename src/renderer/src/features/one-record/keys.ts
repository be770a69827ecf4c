/** Query keys of the ONE Record feature, for queries and invalidation alike. */
export const oneRecordKeys = {
  all: ['one-record'] as const,
  tokens: () => [...oneRecordKeys.all, 'tokens'] as const,
  subscriptions: () => [...oneRecordKeys.all, 'subscriptions'] as const,
};
