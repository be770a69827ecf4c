import { CHAT_LIMITS } from './constants';

// Section 3's display rules for chats, for every side.

/** Up to two letters of the contractor's name, punctuation removed ("ООО «Альфа-Карго»" → "ОА"). */
export function initials(contractorName: string): string {
  const words = contractorName
    .replace(/[\p{P}\p{S}]+/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  // Legal forms say nothing about who it is: "ООО Альфа" is "А", not "ОА".
  const meaningful = words.filter((w) => !LEGAL_FORMS.has(w.toUpperCase()));
  const chosen = meaningful.length ? meaningful : words;
  return chosen
    .slice(0, 2)
    .map((w) => [...w][0] ?? '')
    .join('')
    .toUpperCase();
}

const LEGAL_FORMS = new Set(['ООО', 'ОАО', 'ЗАО', 'ПАО', 'АО', 'ИП', 'LLC', 'LTD', 'JSC', 'INC', 'CJSC', 'PJSC', 'GMBH']);

/** The list preview: the first 100 characters, or null when the message carries only files ('file only'). */
export function messagePreview(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const chars = [...trimmed];
  return chars.length > CHAT_LIMITS.previewLength ? `${chars.slice(0, CHAT_LIMITS.previewLength).join('')}…` : trimmed;
}

/** A text over the collapse threshold is shown cut, with a show-more switch. */
export const isCollapsible = (text: string): boolean => text.length > CHAT_LIMITS.collapseThreshold;

/** Section 5: "Chat calls are skipped unless ids are valid numbers." */
export const isChatId = (id: unknown): id is number => typeof id === 'number' && Number.isSafeInteger(id) && id > 0;
