/** The Home page's rent tab (the default): pick-up and return, dates, car type, then the list. */
export function HomeRentTab() {
  return null;
}
