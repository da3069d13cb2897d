// https://vike.dev/data: the live page at this path, or the 404 page.
export { sitePageData as data } from '../../site-page/site-page-data.server.ts';
