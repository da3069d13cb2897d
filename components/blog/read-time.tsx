/** "3 min read" (docs/product/blog.md#read-time). */
export function ReadTime({ minutes }: { minutes: number }) {
  return <span className="read-time">{minutes} min read</span>;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export function PostDate({ iso }: { iso: string }) {
  return <time dateTime={iso}>{dateFormat.format(new Date(iso))}</time>;
}
