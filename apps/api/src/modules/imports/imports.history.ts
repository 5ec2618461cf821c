/** The import records as staff read them: one import's summary, and the history of imports, newest first. */
import type { CertificateType, ImportListQuerySchema, ImportSummary, Pagination, z } from '@jongdee/contracts';
import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookings, clinics, excelImports, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';

const summaryColumns = {
  row: excelImports,
  bookingNo: bookings.bookingNo,
  clinicName: clinics.name,
  creatorFirstName: users.firstName,
  creatorLastName: users.lastName,
};

function summaryQuery(db: Database) {
  return db
    .select(summaryColumns)
    .from(excelImports)
    .leftJoin(bookings, eq(bookings.id, excelImports.bookingId))
    .leftJoin(clinics, eq(clinics.id, excelImports.clinicId))
    .innerJoin(users, eq(users.id, excelImports.createdBy));
}

function toSummary(row: Awaited<ReturnType<ReturnType<typeof summaryQuery>['execute']>>[number]): ImportSummary {
  const i = row.row;
  return {
    id: i.id,
    kind: i.kind,
    fileName: i.fileName,
    status: i.status,
    bookingId: i.bookingId,
    bookingNo: row.bookingNo,
    clinicId: i.clinicId,
    clinicName: row.clinicName,
    certificateType: (i.certificateType as CertificateType | null) ?? null,
    rowsTotal: i.rowsTotal,
    rowsValid: i.rowsValid,
    errors: i.errors,
    certificatesIssued: i.certificatesIssued,
    createdBy: { id: i.createdBy, name: `${row.creatorFirstName} ${row.creatorLastName}` },
    committedAt: i.committedAt?.toISOString() ?? null,
    createdAt: i.createdAt.toISOString(),
  };
}

export async function getImport(db: Database, id: string): Promise<ImportSummary> {
  const [row] = await summaryQuery(db).where(eq(excelImports.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return toSummary(row);
}

/** Admin: the history of imports, newest first. */
export async function listImports(
  db: Database,
  query: z.output<typeof ImportListQuerySchema>,
): Promise<{ items: ImportSummary[]; pagination: Pagination }> {
  const where = query.kind ? eq(excelImports.kind, query.kind) : undefined;
  const [rows, [total]] = await Promise.all([
    summaryQuery(db)
      .where(where)
      .orderBy(desc(excelImports.createdAt), desc(excelImports.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(excelImports).where(where),
  ]);
  const totalCount = total?.value ?? 0;
  return {
    items: rows.map(toSummary),
    pagination: {
      page: query.page,
      limit: query.limit,
      total: totalCount,
      totalPages: Math.ceil(totalCount / query.limit),
    },
  };
}
