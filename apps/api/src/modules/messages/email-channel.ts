import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { bangkokToday } from '@jongdee/contracts/thai-format';
import type { SendMailOptions, Transporter } from 'nodemailer';
import type { Channel, OutboxMessage, RenderedMessage } from './message.ts';

/**
 * The Message-ID carries the outbox id: a message sent twice (the process died between the server's
 * "accepted" and our "sent") is the same Message-ID twice, which mail clients and people can recognise.
 */
export const messageIdOf = (outboxId: string) => `<${outboxId}@jongdee>`;

/** What nodemailer composes, the same for the SMTP server and the .eml file. */
function mailOf(from: string, message: OutboxMessage, rendered: RenderedMessage): SendMailOptions {
  return {
    from,
    to: message.recipient,
    subject: rendered.subject,
    text: rendered.text,
    html: rendered.html,
    messageId: messageIdOf(message.id),
    date: new Date(),
    // RFC 3834: an automatic message; well-behaved auto-responders do not answer it.
    headers: { 'Auto-Submitted': 'auto-generated' },
    attachments: rendered.attachments.map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      content: attachment.content,
    })),
  };
}

type Mailer = typeof import('nodemailer')['default'];

/**
 * What `create` makes with nodemailer, made on the first call: nodemailer (about 10 MB once loaded)
 * loads with the first message, not at start (idle memory, decision 018).
 */
function onFirstMessage<T>(create: (mailer: Mailer) => T): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => {
    made ??= import('nodemailer').then(({ default: mailer }) => create(mailer));
    return made;
  };
}

/**
 * E-mail through the SMTP server of `SMTP_URL` (smtp:// with STARTTLS when offered, smtps:// for TLS
 * from the start). One connection a message, no pool: a clinic sends a few hundred a day, and a
 * connection that died while idle cannot fail the next message. The timeouts keep a send well inside
 * the sender's lease, so a slow server cannot make two processes send the same message.
 */
export function smtpChannel(smtpUrl: string, from: string): Channel & { close: () => void } {
  let created: Transporter | undefined;
  const transport = onFirstMessage((mailer) => {
    created = mailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return created;
  });
  return {
    name: 'email',
    async send(message, rendered) {
      await (await transport()).sendMail(mailOf(from, message, rendered));
    },
    close: () => created?.close(),
  };
}

/** Where the .eml channel writes a message: by the Bangkok day it was written to the outbox. */
export function emlPath(mailDir: string, message: Pick<OutboxMessage, 'id' | 'createdAt'>): string {
  return path.join(mailDir, bangkokToday(message.createdAt), `${message.id}.eml`);
}

/**
 * Without SMTP_URL, each message becomes an RFC 822 file, `DATA_DIR/mail/<day>/<outbox id>.eml`, that
 * any mail client opens, so `npm start` works with nothing configured and staff can still read and
 * forward what would have gone. Written under a temporary name and renamed, so a half-written file is
 * never seen (by staff's download or a process reading the folder).
 */
export function emlChannel(mailDir: string, from: string): Channel {
  const composer = onFirstMessage((mailer) =>
    mailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' }),
  );
  return {
    name: 'email',
    async send(message, rendered) {
      const info = await (await composer()).sendMail(mailOf(from, message, rendered));
      const target = emlPath(mailDir, message);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
      try {
        await writeFile(temporary, info.message as Buffer);
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
  };
}

/** The .eml file the .eml channel wrote for a message, or null (sent by SMTP, not yet written, or removed). */
export async function findEml(
  mailDir: string,
  message: Pick<OutboxMessage, 'id' | 'createdAt'>,
): Promise<string | null> {
  const file = emlPath(mailDir, message);
  const found = await stat(file).catch(() => null);
  return found?.isFile() ? file : null;
}

export type Channels = { readonly [Name in Channel['name']]: Channel };

/**
 * Every channel by the name stored in `outbox.channel`. LINE would be a second entry here (decision 023);
 * the sender looks the channel up by the row, so nothing else changes.
 */
export function createChannels(options: { smtpUrl: string | undefined; mailFrom: string; dataDir: string }): {
  channels: Channels;
  close: () => void;
} {
  if (options.smtpUrl) {
    const email = smtpChannel(options.smtpUrl, options.mailFrom);
    return { channels: { email }, close: email.close };
  }
  return { channels: { email: emlChannel(mailDirOf(options.dataDir), options.mailFrom) }, close: () => {} };
}

export const mailDirOf = (dataDir: string) => path.join(dataDir, 'mail');
