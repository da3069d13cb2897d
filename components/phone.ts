/** Keeps a phone number on one line: non-breaking spaces and hyphens. */
export function unbreakablePhone(phone: string): string {
  return phone.replace(/ /g, '\u00a0').replace(/-/g, '\u2011');
}
