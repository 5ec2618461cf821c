import type { BookingListItem } from '@jongdee/contracts';
import {
  bangkokToday,
  formatThaiDate,
  formatThaiDateTime,
  personName,
  satangToBaht,
} from '@jongdee/contracts/thai-format';
import { writeWorkbook } from '../../lib/excel/xlsx-export.ts';
import { beDateStamp } from '../../lib/human-numbers.ts';
import { bookingExportTexts as texts } from './bookings.texts.ts';

/** The admin's booking list as an .xlsx: Thai headers, Buddhist-Era dates, amounts in baht. */
export async function writeBookingsWorkbook(rows: BookingListItem[]): Promise<{ fileName: string; buffer: Buffer }> {
  const c = texts.columns;
  const buffer = await writeWorkbook<BookingListItem>(
    texts.sheetName,
    [
      { header: c.bookingNo, width: 18, value: (row) => row.bookingNo },
      { header: c.createdAt, width: 20, value: (row) => formatThaiDateTime(row.createdAt) },
      { header: c.appointmentDate, width: 14, value: (row) => formatThaiDate(row.appointmentDate) },
      { header: c.slotTime, width: 8, value: (row) => row.slotTime },
      { header: c.clinic, width: 30, value: (row) => row.clinic.name },
      { header: c.service, width: 30, value: (row) => row.service.name },
      { header: c.customer, width: 24, value: (row) => personName(row.user) },
      { header: c.email, width: 28, value: (row) => row.user.email },
      { header: c.contactName, width: 24, value: (row) => row.contactName },
      { header: c.contactPhone, width: 14, value: (row) => row.contactPhone },
      { header: c.examinees, width: 10, value: (row) => row.examineeCount },
      { header: c.filled, width: 10, value: (row) => row.examineesFilled },
      { header: c.unitPrice, width: 14, value: (row) => satangToBaht(row.unitPrice), numberFormat: '#,##0.00' },
      { header: c.total, width: 14, value: (row) => satangToBaht(row.totalAmount), numberFormat: '#,##0.00' },
      { header: c.status, width: 22, value: (row) => texts.statusLabel(row.status) },
    ],
    rows,
  );
  return { fileName: texts.fileName(beDateStamp(bangkokToday())), buffer };
}
