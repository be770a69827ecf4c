import { ALLOWED_TELEGRAMS } from '../constants';
import { defineResource, titles } from '../resources/define';
import { f } from '../resources/fields';
import { M } from '../validation';
import { MESSAGING_ABILITIES } from './abilities';
import { SETTING_PROTOCOLS } from './settings';

/** Telegrams that are applied on behalf of a client: a booking request, an AWB's data. */
const CLIENT_TELEGRAMS: readonly string[] = ['FFR', 'FWB'];

/**
 * Incoming message settings (section 3): who may send the airline telegrams, which ones, and how
 * they arrive. The username (an e-mail address) names the sender: the From of a letter, the login
 * of an HTTP call; one setting per username in an airline, so a telegram finds its setting.
 */
export const incomingResource = defineResource({
  name: 'incoming',
  area: 'messaging',
  abilities: MESSAGING_ABILITIES.incoming,
  path: '/handbooks/incoming',
  title: (row) => titles.join(row.username, row.airport),
  fields: {
    airport: f.airport({ required: true }),
    contractId: f.ref('contract'),
    username: f.email({ required: true }),
    telegrams: f.multiselect(ALLOWED_TELEGRAMS, { required: true, invalidMessage: M.telegramType }),
    protocol: f.select(SETTING_PROTOCOLS, { required: true }),
    /** An HTTP sender has a token to authenticate with (made on the info page, shown once). */
    hasToken: f.boolean({ readOnly: true }),
  },
  // The contract's company (`contractor`) is the binding's computed value.
  columns: ['airport', 'username', 'contractId', { key: 'contractor', sortable: true }, { key: 'telegrams' }, 'protocol'],
  filters: [
    { key: 'airport', kind: 'equals' },
    { key: 'contractId', kind: 'equals' },
    { key: 'protocol', kind: 'equals' },
  ],
  search: ['airport', 'username'],
  defaultSort: { key: 'airport' },
  conditions: { departure: 'airport', arrival: 'airport' },
  refinements: [
    // A booking request or an AWB's data becomes the client's booking or AWB: the sender's contract says whose.
    {
      field: 'contractId',
      check: (input) => input.contractId !== null || !(input.telegrams as string[]).some((type) => CLIENT_TELEGRAMS.includes(type)),
      message: 'resources/incoming:errors.contractNeeded',
    },
  ],
});
