import { useEffect } from 'react';
import { setTabBadge } from '../../../app/tab-badges';
import { useNewCarsCount } from '../api/get-new-count';

/**
 * Feeds the Home tab's badge with the number of cars put on sale since the last visit to the cars
 * tab or the car list (mounted once by the app layout; draws nothing itself).
 */
export function NewCarsBadge() {
  const { data } = useNewCarsCount();
  const count = data?.count ?? 0;
  useEffect(() => {
    setTabBadge('home', count);
  }, [count]);
  return null;
}
