/** Query keys of the messaging feature, for queries and invalidation alike. */
export const messagingKeys = {
  all: ['messaging'] as const,
  /** What the codec reads in a logged telegram's text (its info page). */
  reading: (id: number, text: string) => [...messagingKeys.all, 'reading', id, text] as const,
};
