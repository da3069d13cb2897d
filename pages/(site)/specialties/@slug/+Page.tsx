// https://vike.dev/Page: a marketing page drawn from the database (docs/product/pages.md#pages-as-data).
export { SitePage as default } from '../../site-page/SitePage.tsx';
