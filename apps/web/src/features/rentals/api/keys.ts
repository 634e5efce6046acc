/** Every rental query key starts with this: invalidating it refreshes cars, quotes, drivers and orders. */
export const rentalsQueryKey = ['rentals'] as const;

export const rentalCarsQueryKey = ['rentals', 'cars'] as const;
export const branchesQueryKey = ['rentals', 'branches'] as const;
export const driversQueryKey = ['rentals', 'drivers'] as const;
export const bookingsQueryKey = ['rentals', 'bookings'] as const;
export const claimsQueryKey = ['rentals', 'claims'] as const;
