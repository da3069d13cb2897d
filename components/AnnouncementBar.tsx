/** The optional announcement set in the dashboard, at the top of every page's content; nothing when none is set. */
import { currentCompany } from '#renderer/site-content.ts';
import './announcement.css';

export function AnnouncementBar() {
  const { announcement } = currentCompany();
  if (!announcement) return null;
  return (
    <div className="announcement">
      <p className="container">{announcement.link ? <a href={announcement.link}>{announcement.text}</a> : announcement.text}</p>
    </div>
  );
}
