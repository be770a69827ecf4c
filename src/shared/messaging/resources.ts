import { incomingResource } from './incoming';
import { lettersResource } from './letters';
import { outgoingResource } from './outgoing';
import { telegramsResource } from './telegrams';

/** The messaging area's handbooks (section 2's information exchange), by route name. */
export const MESSAGING_RESOURCES = {
  cimp: telegramsResource,
  incoming: incomingResource,
  letters: lettersResource,
  outgoing: outgoingResource,
};
