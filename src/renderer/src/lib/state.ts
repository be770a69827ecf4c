import { atom } from 'jotai';
import type { Platform, ThemeName } from '@shared/constants';
import type { SessionUser } from '@shared/profile/session-user';

// Client state of section 3 ("other client state"): the user, theme, mobile, offline, electron
// and yandex flags, the base URL; and section 1's environment. Atoms live in one store created at
// start, never in module state.

/** The signed-in user, or null ("clearing the user sets it to none"). */
export const userAtom = atom<SessionUser | null>(null);

export const platformAtom = atom<Platform>('CABINET');
export const baseUrlAtom = atom<string>('');
/** Section 3's electron flag: set from the desktop bridge's presence. */
export const electronAtom = atom<boolean>(false);
/** Section 3's yandex flag: the page runs in Yandex Browser (its user agent says `YaBrowser/`). */
export const yandexAtom = atom<boolean>(false);

/**
 * Section 1: "the environment shows authentication optional, widget mode off and platform
 * cabinet". Authentication is optional (the landing and public pages need no sign-in), the cabinet
 * never runs as a widget inside another site, and the platform is the one the page was served for.
 */
export interface Environment {
  authenticationOptional: boolean;
  widgetMode: boolean;
  platform: Platform;
}
export const environmentAtom = atom<Environment>((get) => ({ authenticationOptional: true, widgetMode: false, platform: get(platformAtom) }));

export const themeAtom = atom<ThemeName>('light');
export const mobileAtom = atom<boolean>(false);
export const offlineAtom = atom<boolean>(false);

/** Primary requests in flight; with navigation, they drive the loading bar. */
export const primaryRequestsAtom = atom<number>(0);

/** The message of the unknown-error modal, when it is open. */
export const unknownErrorAtom = atom<string | null>(null);

export interface ConfirmRequest {
  title: string;
  message: string;
  confirmLabel?: string;
  resolve(confirmed: boolean): void;
}
/** The confirm window's open request, if any. */
export const confirmRequestAtom = atom<ConfirmRequest | null>(null);

/**
 * Chats whose conversation is on screen now, by id, with how many views show each (the page and
 * the floating panel may both). The chat feature keeps it; a chat message's notification for a
 * chat on screen is read at once instead of toasted.
 */
export const chatsOnScreenAtom = atom<Record<string, number>>({});
