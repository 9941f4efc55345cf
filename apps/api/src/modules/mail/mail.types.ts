/**
 * A file a mail carries, named rather than kept: the module that owns it draws it when the mail is
 * sent (mail.service.ts `drawAttachmentsWith`), so the outbox stays small and the file is the one
 * the shop would serve at that moment.
 */
export interface MailAttachmentRef {
  /** which drawer makes it, e.g. 'tax-document' */
  kind: string;
  /** what the drawer draws, e.g. 'INV-2026-000001' */
  key: string;
  filename: string;
}

/** A drawn attachment, ready for the mail transport. */
export interface DrawnAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}
