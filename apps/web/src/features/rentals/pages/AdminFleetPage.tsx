import { FleetList } from './FleetPage';

/** Admin: the rental car list (spec rentalCarList, admin). */
export default function AdminFleetPage() {
  return <FleetList scope="admin" />;
}
