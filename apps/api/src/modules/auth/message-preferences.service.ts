import {
  isOptionalMessageKind,
  MESSAGE_KIND_DESCRIPTIONS,
  MESSAGE_KIND_LABELS,
  MESSAGE_KINDS,
  type MessagePreferences,
  type MessagePreferencesUpdateBodySchema,
  type MyMessagePreferences,
  wantsMessage,
  type z,
} from '@jongdee/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { RequestContext } from './auth.service.ts';

/** Every kind of message and whether this person gets it by e-mail, as /profile shows it (and their data export). */
export function messagePreferencesView(email: string | null, preferences: MessagePreferences): MyMessagePreferences {
  return {
    recipient: email,
    kinds: MESSAGE_KINDS.map((kind) => ({
      kind,
      label: MESSAGE_KIND_LABELS[kind],
      description: MESSAGE_KIND_DESCRIPTIONS[kind],
      optional: isOptionalMessageKind(kind),
      // The same rule enqueueMessage applies, so what the screen says is what is sent.
      email: wantsMessage(preferences, kind),
    })),
  };
}

export async function getMessagePreferences(db: Database, userId: string): Promise<MyMessagePreferences> {
  const [person] = await db
    .select({ email: users.email, preferences: users.messagePreferences })
    .from(users)
    .where(eq(users.id, userId));
  if (!person) throw new AppError('NOT_FOUND');
  return messagePreferencesView(person.email, person.preferences);
}

/**
 * Sets the kinds named in the body and keeps the others, so two switches saved at once both hold
 * (the row is locked while it is read and written). Always-sent kinds reach here only as `true`
 * (the body schema refuses `false`) and are not stored: they have no setting.
 */
export async function updateMessagePreferences(
  db: Database,
  userId: string,
  input: z.output<typeof MessagePreferencesUpdateBodySchema>,
  context: RequestContext,
): Promise<MyMessagePreferences> {
  return db.transaction(async (tx) => {
    const [person] = await tx
      .select({ email: users.email, preferences: users.messagePreferences })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!person) throw new AppError('NOT_FOUND');
    const before = person.preferences;
    const after: MessagePreferences = { ...before };
    for (const kind of MESSAGE_KINDS) {
      const wanted = input[kind];
      if (wanted !== undefined && isOptionalMessageKind(kind)) after[kind] = wanted;
    }
    const changed = MESSAGE_KINDS.filter(
      (kind) => isOptionalMessageKind(kind) && wantsMessage(before, kind) !== wantsMessage(after, kind),
    );
    if (changed.length > 0) {
      await tx.update(users).set({ messagePreferences: after, updatedAt: sql`now()` }).where(eq(users.id, userId));
      await recordAudit(tx, {
        actorId: userId,
        action: 'user.message_preferences_update',
        entity: 'user',
        entityId: userId,
        before: Object.fromEntries(changed.map((kind) => [kind, wantsMessage(before, kind)])),
        after: Object.fromEntries(changed.map((kind) => [kind, wantsMessage(after, kind)])),
        ip: context.ip,
      });
    }
    return messagePreferencesView(person.email, after);
  });
}
