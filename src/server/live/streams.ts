import type { discoveryApi } from '@shared/live/api';
import type { SessionContext } from '../access/session-context';

// The live streams the areas offer (section 7: chat and notifications). Each names its discovery
// call, the ability it needs, and the topics a signed-in user may hear on it; the hub refuses a
// subscription naming any other topic.

export interface LiveStreamSource {
  /** Its discovery call in the contract (section 7: `GET chat/discovery`, `GET /notification/discovery`). */
  discovery: ReturnType<typeof discoveryApi>;
  topics(user: SessionContext): string[];
}

/** Every topic this user may hear, on any stream. */
export function allowedTopics(sources: readonly LiveStreamSource[], user: SessionContext): Set<string> {
  return new Set(sources.flatMap((source) => source.topics(user)));
}
