// Section 9's chat constants, and the attachment limits the specification leaves to us
// (docs/decisions.md: Chat).

export const CHAT_LIMITS = {
  /** Messages per page of the history. */
  pageSize: 30,
  /** Characters of a preview in the chat list. */
  previewLength: 100,
  /** Longer texts are shown collapsed with a show-more switch. */
  collapseThreshold: 1500,
  /** A message's text may not be longer. */
  maxTextLength: 10_000,
  /** A typing indicator clears after this long without a new typing event. */
  typingIndicatorMs: 6_000,
  /** How long the failed-send toast stays. */
  failedSendToastMs: 5_000,
  /** A client tells the others it is typing at most this often. */
  writingThrottleMs: 2_000,
  /** Chats per page of the list. */
  listPageSize: 30,
} as const;

export const ATTACHMENT_LIMITS = {
  maxFileBytes: 10 * 1024 * 1024,
  maxFiles: 5,
} as const;

/** Accepted attachment types: documents, spreadsheets, images and archives a cargo desk exchanges. */
export const ATTACHMENT_TYPES = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  txt: 'text/plain',
  csv: 'text/csv',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
} as const;
export type AttachmentExtension = keyof typeof ATTACHMENT_TYPES;

/** The `accept` of a file input. */
export const ATTACHMENT_ACCEPT = Object.keys(ATTACHMENT_TYPES)
  .map((ext) => `.${ext}`)
  .join(',');

export const CHAT_ROLES = ['creator', 'author', 'airline'] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

export const CHAT_TABS = ['all', 'mine', 'new'] as const;
export type ChatTab = (typeof CHAT_TABS)[number];

export const MESSAGE_STATUSES = ['pending', 'active', 'error', 'deleted'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
