import type { MessageChannel } from '@jongdee/contracts';
import type { outbox } from '../../db/schema.ts';

/** A row of the outbox, as the sender claims it. */
export type OutboxMessage = typeof outbox.$inferSelect;

export type MessageAttachment = {
  filename: string;
  contentType: string;
  content: Buffer | string;
};

/** What a message says, in Thai: a subject, an HTML body with its plain-text twin, and attachments. */
export type RenderedMessage = {
  subject: string;
  text: string;
  html: string;
  attachments: MessageAttachment[];
};

/**
 * A way a message travels: e-mail now, a LINE push later (decision 023). `send` resolves once the
 * channel has accepted the message and throws when it could not (the sender then retries).
 */
export interface Channel {
  readonly name: MessageChannel;
  send(message: OutboxMessage, rendered: RenderedMessage): Promise<void>;
}
