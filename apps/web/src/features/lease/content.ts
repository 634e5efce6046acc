/**
 * The lists behind the lease pages' static content: each id names translation keys under
 * `lease:` (perks.<id>, faq.items.<id>, tips.steps.<id>, tips.documents.<id>, rentalTerms.<id>).
 */

/** The advertised lease terms of the spec (section 1), in the order a customer weighs them. */
export const LEASE_PERKS = [
  'upTo3Years',
  'downFrom10',
  'oneMonth',
  'handover',
  'noFirstPayment',
  'freeDeposit',
  'noHiddenFees',
  'nonResidents',
] as const;

/** The questions customers ask before a long-term lease, in the order they ask them. */
export const LEASE_FAQ = [
  'whatIs',
  'whoCan',
  'nonResidents',
  'documents',
  'downPayment',
  'shortest',
  'handover',
  'leaseToOwn',
  'noFirstPayment',
  'deposit',
  'hiddenFees',
  'included',
  'mileage',
  'earlyEnd',
  'loanOrLease',
] as const;

export const LEASE_STEPS = ['choose', 'apply', 'documents', 'downPayment', 'handover', 'end'] as const;
export const LEASE_DOCUMENTS = ['passport', 'licence', 'emiratesId', 'salary'] as const;

/** Sections of the rental terms page (carrental); `overtime` has its own table. */
export const RENTAL_TERM_SECTIONS = [
  'booking',
  'deposit',
  'licence',
  'fuel',
  'mileage',
  'salik',
  'overtime',
  'cancellation',
] as const;

/** Late returns shown with their surcharge (the examples of DOMAIN-NOTES), in minutes. */
export const OVERTIME_EXAMPLE_MINUTES = [9, 11, 45, 61, 125] as const;
