import type { Notification, NotificationType, Pagination } from '@jongdee/contracts';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';

type NotificationRow = typeof notifications.$inferSelect;

export type NewNotification = {
  userId: string;
  type: NotificationType;
  title: string;
  body: string;
  link?: string | null;
};

/** Adds a notification; pass the transaction so it commits with the change it announces. */
export async function notify(db: Database, notification: NewNotification): Promise<void> {
  await db.insert(notifications).values({ ...notification, link: notification.link ?? null });
}

function toNotificationDto(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type as NotificationType,
    title: row.title,
    body: row.body,
    link: row.link,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listNotifications(
  db: Database,
  userId: string,
  query: { page: number; limit: number; unread: boolean },
): Promise<{ items: Notification[]; pagination: Pagination }> {
  const where = and(eq(notifications.userId, userId), query.unread ? isNull(notifications.readAt) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(notifications).where(where),
  ]);
  const totalCount = total?.value ?? 0;
  return {
    items: rows.map(toNotificationDto),
    pagination: {
      page: query.page,
      limit: query.limit,
      total: totalCount,
      totalPages: Math.ceil(totalCount / query.limit),
    },
  };
}

export async function countUnread(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.value ?? 0;
}

/** Marks one of my notifications read; someone else's answers 404. Reading twice keeps the first time. */
export async function markRead(db: Database, userId: string, id: string): Promise<Notification> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND');
  if (row.readAt) return toNotificationDto(row);
  const [updated] = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return toNotificationDto(updated ?? row);
}

export async function markAllRead(db: Database, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}
