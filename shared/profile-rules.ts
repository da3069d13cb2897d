/**
 * A staff member's profile fields (server/api/profile.server.ts and the profile page
 * share these limits).
 */
export const profileFieldLimits = {
  displayName: 80,
  // RFC 5321's path limit.
  email: 254,
} as const;

/** How a post's author is shown: the display name, or the username without one. */
export function authorName(author: { username: string; displayName: string | null }): string {
  return author.displayName ?? author.username;
}

/** A name to suggest from a username: "maria.lopez" becomes "Maria Lopez". */
export function suggestedDisplayName(username: string): string {
  return username
    .split(/[._\-\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
