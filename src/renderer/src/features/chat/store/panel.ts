import { atom } from 'jotai';

// Section 2's floating chat panel: open or closed, and the chat it shows (null: the list). Its
// own small module: the index page opens it from `/?chatId=` without loading the chat feature.

export interface ChatPanelState {
  open: boolean;
  /** A chat key (its id, or a placeholder's key), or null for the list. */
  key: string | null;
}

export const CLOSED_PANEL: ChatPanelState = { open: false, key: null };

export const chatPanelAtom = atom<ChatPanelState>(CLOSED_PANEL);
