/**
 * A marketing page's title as the browser and search engines show it (docs/product/pages.md#pages-as-data):
 * its meta title, else its title, followed by " | " and the brand, the company's name as set in the dashboard
 * (Settings), as every seeded page's title is. A title that already ends with the brand (the seeded ones,
 * written with the name the site started with) is left as it is.
 */
export function brandedTitle(title: string, brand: string, firstBrand: string): string {
  const ends = (name: string) => name !== '' && (title === name || title.endsWith(` | ${name}`));
  if (brand.trim() === '' || ends(brand) || ends(firstBrand)) return title;
  return `${title} | ${brand}`;
}
