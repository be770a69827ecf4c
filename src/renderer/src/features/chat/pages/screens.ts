// The chat layout's pages and its list side in one chunk: they always load together.
export { default as ChatListPane } from './ChatListPane';
export { default as ChatPage } from './ChatPage';
export { default as ChatsPage } from './ChatsPage';
export { default as NewChatPage } from './NewChatPage';
