/** "3 min read", from the minutes of SPEC.md section 9. */
export function ReadTime({ minutes }: { minutes: number }) {
  return <span className="read-time">{minutes} min read</span>;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export function PostDate({ iso }: { iso: string }) {
  return <time dateTime={iso}>{dateFormat.format(new Date(iso))}</time>;
}
