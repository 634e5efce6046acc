/** The Home page's import and used-car tab: banner carousel, hot brands, latest cars. */
export function HomeCarsTab() {
  return null;
}
