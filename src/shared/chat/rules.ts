import { CHAT_LIMITS } from './constants';

// Section 3's display rules for chats, for every side.

/**
 * Section 3: "up to two letters of the contractor name, punctuation removed": the first letters of
 * its first two words, legal form included ("ООО «Альфа-Карго»" → "ОА", "ООО Альфа" → "ОА").
 */
export function initials(contractorName: string): string {
  return contractorName
    .replace(/[\p{P}\p{S}]+/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => [...w][0] ?? '')
    .join('')
    .toUpperCase();
}

/**
 * Section 3: "the preview is the first 100 characters", no more and nothing added; null when the
 * message carries only files ('file only').
 */
export function messagePreview(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  return [...trimmed].slice(0, CHAT_LIMITS.previewLength).join('');
}

/** A text over the collapse threshold is shown cut, with a show-more switch. */
export const isCollapsible = (text: string): boolean => text.length > CHAT_LIMITS.collapseThreshold;

/** Section 5: "Chat calls are skipped unless ids are valid numbers." */
export const isChatId = (id: unknown): id is number => typeof id === 'number' && Number.isSafeInteger(id) && id > 0;
