import { incomingResource } from './incoming';
import { outgoingResource } from './outgoing';

/** The messaging area's handbooks (section 2's information exchange), by route name. */
export const MESSAGING_RESOURCES = {
  incoming: incomingResource,
  outgoing: outgoingResource,
};
