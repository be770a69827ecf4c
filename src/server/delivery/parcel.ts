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
}

export type Parcel = MailParcel | HttpParcel;
