// https://vike.dev/client: the islands a page's sections may hold.
import '../site-page/site-page.client.ts';
