import { type MessageKind, wantsMessage } from '@jongdee/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { outbox, users } from '../../db/schema.ts';

export type NewMessage = {
  kind: MessageKind;
  /** The person it is for; their e-mail address and preferences decide whether it is written. */
  userId: string;
  /** The ids the message is rendered from when it is sent (bookingId, paymentId, …). */
  payload?: Record<string, unknown>;
  /** One message per event: a second write with the same key is dropped (the reminder job runs often). */
  dedupeKey?: string;
};

/**
 * Writes a message to the outbox; pass the transaction of the change it announces, so both commit or
 * neither does (decision 023). Nothing is written for someone without an e-mail address (a walk-in),
 * whose personal data was erased, or who turned this kind of message off. Answers whether one was.
 */
export async function enqueueMessage(db: Database, message: NewMessage): Promise<boolean> {
  const [person] = await db
    .select({ email: users.email, preferences: users.messagePreferences, anonymizedAt: users.anonymizedAt })
    .from(users)
    .where(eq(users.id, message.userId));
  if (!person?.email || person.anonymizedAt || !wantsMessage(person.preferences, message.kind)) return false;
  const written = await db
    .insert(outbox)
    .values({
      kind: message.kind,
      userId: message.userId,
      recipient: person.email,
      payload: message.payload ?? {},
      dedupeKey: message.dedupeKey ?? null,
    })
    .onConflictDoNothing({ target: outbox.dedupeKey })
    .returning({ id: outbox.id });
  return written.length > 0;
}
