import type { ParcelSigning } from './signature';

// What the delivery queue carries: a mail or an HTTP post, whole, so sending it needs nothing else
// from the database (the setting or the flight may change after the parcel was written).

export interface MailParcel {
  channel: 'email';
  to: string[];
  cc: string[];
  subject: string;
  text: string;
  attachments: { filename: string; content: string }[];
}

export interface HttpParcel {
  channel: 'http';
  url: string;
  contentType: string;
  body: string;
  /** Headers besides the content type (a webhook's event and id). */
  headers?: Record<string, string>;
  /** Signed as it leaves, each attempt with its own timestamp (signature.ts). */
  signing?: ParcelSigning;
  /** A client's own receiver: its address is checked against the receiver rules before each post (receiver-address.ts). */
  guarded?: boolean;
}

export type Parcel = MailParcel | HttpParcel;
