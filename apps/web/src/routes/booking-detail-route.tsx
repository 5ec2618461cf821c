import { BookingDetailPage } from '../features/booking/booking-detail-page.tsx';
import { BookingCertificateList } from '../features/certificates/components/booking-certificate-list.tsx';
import { BookingPaymentList } from '../features/payments/components/booking-payment-list.tsx';

/** /booking/{id}: the booking, with its payments and its certificates from their own features. */
export function BookingDetailRoute() {
  return (
    <BookingDetailPage
      payments={(booking, empty) => <BookingPaymentList bookingId={booking.id} empty={empty} />}
      certificates={(booking, empty) => (
        <BookingCertificateList bookingId={booking.id} bookingNo={booking.bookingNo} empty={empty} />
      )}
    />
  );
}
