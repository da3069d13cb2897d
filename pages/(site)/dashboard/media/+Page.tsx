// https://vike.dev/Page: the media library (docs/product/media.md#the-library-page).
import { MediaLibrary } from '#islands/dashboard/media/MediaLibrary.tsx';
import { Island } from '#renderer/Island.server.tsx';
import { usePageContext } from '#renderer/page-context.tsx';

export default function Page() {
  const { sessionUser, siteTimeZone } = usePageContext();
  if (!sessionUser) return null;
  return <Island name="MediaLibrary" component={MediaLibrary} id="media-library" props={{ role: sessionUser.role, timeZone: siteTimeZone ?? 'UTC' }} />;
}
