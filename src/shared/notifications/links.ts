import type { ContentPiece } from './schemas';

// Section 2, "Notification links": where a link inside a notification's text leads, by subtype.

type Params = NonNullable<ContentPiece['params']>;

const LINKS: Record<string, (p: Params) => string | null> = {
  questionnaire: (p) => (p.id === undefined ? null : `/accreditations/${p.id}`),
  balance: (p) =>
    p.id === undefined || p.contract === undefined
      ? null
      : `/payments?openId=${encodeURIComponent(p.id)}&${encodeURIComponent('shared[contractId]')}=${encodeURIComponent(p.contract)}`,
  // A tab of the contract's info page when named (`tariffs`: a changed fare's notification).
  contract: (p) => (p.id === undefined ? null : `/contracts/${p.id}${p.tab === undefined ? '' : `?tab=${encodeURIComponent(p.tab)}`}`),
  shipment: (p) => (p.mAwb === undefined ? null : `/shipments/${encodeURIComponent(p.mAwb)}`),
  // Not in section 2's list: a booking's answer opens the shipment's bookings (docs/decisions.md).
  booking: (p) => (p.id === undefined ? null : `/bookings/${p.id}`),
  publication: (p) => (p.id === undefined ? null : `/publications/${p.id}`),
  // Not in section 2's list: a chat message's notification opens that chat (docs/decisions.md).
  chat: (p) => (p.id === undefined ? null : `/chats/${p.id}`),
};

/** The in-app path a link piece opens; '#' for an unknown subtype (or one missing what it needs). */
export function notificationLink(piece: Pick<ContentPiece, 'subtype' | 'params'>): string {
  const build = piece.subtype ? LINKS[piece.subtype] : undefined;
  return (build && build(piece.params ?? {})) ?? '#';
}

/** The content split into text and pieces in order, for rendering (`{{key}}` without a piece stays text). */
export function splitContent(content: string, data: Record<string, ContentPiece>): (string | ContentPiece)[] {
  const parts: (string | ContentPiece)[] = [];
  const pattern = /\{\{\s*([\w.-]+)\s*\}\}/g;
  let last = 0;
  for (let match = pattern.exec(content); match; match = pattern.exec(content)) {
    const piece = data[match[1] ?? ''];
    if (!piece) continue;
    if (match.index > last) parts.push(content.slice(last, match.index));
    parts.push(piece);
    last = match.index + match[0].length;
  }
  if (last < content.length) parts.push(content.slice(last));
  return parts;
}

/** The first link of a notification, where a click on the card leads; null when it has none. */
export function primaryLink(data: Record<string, ContentPiece>): string | null {
  for (const piece of Object.values(data)) {
    if (piece.type !== 'link') continue;
    const href = notificationLink(piece);
    if (href !== '#') return href;
  }
  return null;
}
