import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { Page } from '../../../components/Page';
import { ErrorState, LoadingState } from '../../../components/States';
import { useBooking } from '../api/bookings';
import { BookingDetailView } from '../components/BookingDetailView';
import { MerchantActions } from '../components/MerchantActions';

/**
 * A customer order for the car's merchant (or an admin): the same detail the renter sees, the
 * renter's contact, and the next step (confirm or decline, hand over, take the car back).
 */
export default function OrderAdminDetailPage() {
  const { t } = useTranslation('rentals');
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const back = pathname.startsWith('/admin/') ? '/admin/rentals/orders' : '/merchant/rentals/orders';
  const query = useBooking(id);
  const booking = query.data;
  return (
    <Page title={booking ? t('order.title', { no: booking.orderNo }) : t('orders.merchantTitle')} back={back}>
      {query.isPending && <LoadingState />}
      {query.isError && <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
      {booking && (
        <BookingDetailView booking={booking} viewer="merchant" actions={<MerchantActions booking={booking} />} />
      )}
    </Page>
  );
}
