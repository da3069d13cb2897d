/**
 * Post tables on the public page (decision 032): each `<table>` of sanitized post
 * HTML sits in a scroll region, so a wide table scrolls sideways on a phone
 * instead of widening the page. The region is focusable and named, so a
 * keyboard can scroll it (WCAG 2.1.1; axe's scrollable-region-focusable). The
 * table itself keeps `display: table` and with it its semantics.
 */
export function withTableRegions(html: string): string {
  let count = 0;
  // Sanitized HTML writes `<table>` bare and never nests a table in a table cell's text.
  return html
    .replace(/<table>/g, () => `<div class="table-scroll" role="region" tabindex="0" aria-label="Table ${++count}"><table>`)
    .replace(/<\/table>/g, '</table></div>');
}
