import type { ResourceExtensions } from '@/components/resource/editors';
import { telegramEditable } from '@shared/messaging/settings';
import { ReceiveTokenAction } from './components/ReceiveTokenAction';
import { TelegramReading } from './components/TelegramReading';

/**
 * The messaging handbooks' own parts. An HTTP sender's setting makes its token on its info page. A new outgoing setting is active and in Cargo-IMP, the only
 * format there is yet (staff add a setting to send with it; switching it off is the exception). A
 * logged telegram is edited (fixed and applied again) or deleted only while it is in error: the
 * info page offers only that, and the server refuses the rest.
 */
export const MESSAGING_EXTENSIONS: Partial<Record<string, ResourceExtensions>> = {
  outgoing: { defaults: { active: true, format: 'CIMP' } },
  // The telegram is shown beside what the codec reads in it, not among the row's fields.
  cimp: { mayEdit: (row) => telegramEditable(row.status), mayDelete: (row) => telegramEditable(row.status), Info: TelegramReading, infoShows: ['text'] },
  incoming: { Actions: ReceiveTokenAction },
  // A letter is what went out: adding composes a new one, nothing changes or removes a sent one.
  letters: { mayEdit: () => false, mayDelete: () => false },
};
