// Section 6: the chat stream and screens need `view`; starting a chat and writing need `chatting`.

export const CHAT_ABILITIES = { view: 'chat.action.view', chatting: 'chat.action.chatting' } as const;
