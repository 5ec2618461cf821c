import { type CheckInBooking, maskIdNumber } from '@jongdee/contracts';
import {
  formatBaht,
  formatThaiDate,
  formatThaiDateTime,
  formatThaiTime,
  personName,
} from '@jongdee/contracts/thai-format';
import styles from './check-in.module.css';
import { checkInTexts as texts } from './texts.ts';

/**
 * The day's list on paper (shown only when printing): one row per examinee in appointment order, with
 * a box to tick and a line to sign, black on white. Id numbers are masked, as on every list that leaves
 * the screen (docs/security.md §7); who already arrived shows the time.
 */
export function CheckInPrintSheet({
  clinicName,
  date,
  bookings,
}: {
  clinicName: string;
  date: string;
  bookings: CheckInBooking[];
}) {
  const columns = texts.printColumns;
  const people = bookings.reduce((sum, booking) => sum + booking.examinees.length, 0);
  return (
    <section className={styles.printSheet}>
      <h1>{texts.printTitle(clinicName)}</h1>
      <p>
        {texts.printDate(formatThaiDate(date, 'long'))} · {texts.printTotal(bookings.length, people)} ·{' '}
        {texts.printedAt(formatThaiDateTime(new Date()))}
      </p>
      <table>
        <thead>
          <tr>
            <th>{columns.time}</th>
            <th>{columns.bookingNo}</th>
            <th>{columns.name}</th>
            <th>{columns.idNumber}</th>
            <th>{columns.service}</th>
            <th>{columns.contact}</th>
            <th>{columns.note}</th>
            <th>{columns.arrived}</th>
            <th style={{ width: '22%' }}>{columns.signature}</th>
          </tr>
        </thead>
        <tbody>
          {bookings.length === 0 ? (
            <tr>
              <td colSpan={9}>{texts.printEmpty}</td>
            </tr>
          ) : null}
          {bookings.flatMap((booking) =>
            booking.examinees.map((examinee, index) => (
              <tr key={examinee.id}>
                <td>{index === 0 ? booking.slotTime : ''}</td>
                <td>{index === 0 ? booking.bookingNo : ''}</td>
                <td>{personName(examinee)}</td>
                <td>{maskIdNumber(examinee.idType, examinee.idNumber)}</td>
                <td>{index === 0 ? booking.service.name : ''}</td>
                <td>{index === 0 ? `${booking.contactName} ${booking.contactPhone}` : ''}</td>
                <td>{index === 0 && booking.amountDue > 0 ? texts.printUnpaid(formatBaht(booking.amountDue)) : ''}</td>
                <td>
                  {examinee.checkedInAt ? (
                    formatThaiTime(examinee.checkedInAt)
                  ) : examinee.noShowAt ? (
                    texts.noShow
                  ) : (
                    <span className={styles.box} />
                  )}
                </td>
                <td />
              </tr>
            )),
          )}
        </tbody>
      </table>
    </section>
  );
}
