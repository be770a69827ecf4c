import * as v from 'valibot';

// Topics of the live-event hub (Mercure-style: a subscriber names the topics it wants to hear, the
// hub authorises each against the session). Every side builds them from here.

/** Where the hub streams (the `rel="mercure"` link of the discovery answers), relative to the site. */
export const LIVE_HUB_PATH = '/api/live';
/** Mercure's query parameter for resuming after an event when the Last-Event-ID header cannot be sent. */
export const LAST_EVENT_ID_PARAM = 'lastEventID';

export const topics = {
  /** A user's notifications (message and count events). */
  notifications: (userId: number) => `/notifications/user/${userId}`,
  /** A user's own chat events: their unread count after they read on another tab or device. */
  chatUser: (userId: number) => `/chats/user/${userId}`,
  /** Every chat of a client company, for all its users. */
  chatContractor: (contractorId: number) => `/chats/contractor/${contractorId}`,
  /** Every chat of an airline, for its staff who may view chats. */
  chatAirline: (marker: string) => `/chats/airline/${marker}`,
} as const;

/** The answer body of both discovery calls (section 7: "data with a topic or topics"). */
export const DiscoveryResponseSchema = v.object({ topic: v.string(), topics: v.array(v.string()) });
export type DiscoveryResponse = v.InferOutput<typeof DiscoveryResponseSchema>;

/** Reads the hub address out of a discovery answer's `Link` header; null when it has none. */
export function mercureLink(header: string | null | undefined): string | null {
  if (!header) return null;
  for (const part of header.split(',')) {
    const match = /<([^>]+)>\s*;(.*)$/.exec(part.trim());
    if (match && /rel\s*=\s*"?mercure"?/.test(match[2] ?? '')) return match[1] ?? null;
  }
  return null;
}

/** The stream's URL: the hub with every topic added, and the event to resume after when known. */
export function streamUrl(hub: string, topicList: readonly string[], lastEventId?: string | null): string {
  const url = new URL(hub);
  for (const topic of topicList) url.searchParams.append('topic', topic);
  if (lastEventId) url.searchParams.set(LAST_EVENT_ID_PARAM, lastEventId);
  return url.toString();
}
