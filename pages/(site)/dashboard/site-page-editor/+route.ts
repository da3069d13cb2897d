// https://vike.dev/route
// The page editor of one marketing page (beside site-pages/, whose folder name stands in for `pages`).
export default '/dashboard/pages/@id';
