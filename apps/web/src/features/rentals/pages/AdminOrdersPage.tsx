import { OrdersAdminList } from './OrdersAdminPage';

/** Admin: every customer rental order. */
export default function AdminOrdersPage() {
  return <OrdersAdminList scope="admin" />;
}
