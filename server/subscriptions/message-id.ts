/**
 * The Message-ID the send queue gives each message (RFC 5322 §3.6.4): `<es{send id}.{claim}@{site host}>`. The
 * sending provider's event webhook names the message by it, so an event finds its `email_sends` row; the claim
 * (random per process) makes the id unique across databases and restores, and is checked against the row.
 */
export function sendMessageId(sendId: number, claim: string, host: string): string {
  return `<es${sendId}.${claim}@${host}>`;
}

/** The send a Message-ID names, with or without its angle brackets; null for anyone else's. */
export function parseSendMessageId(value: unknown): { id: number; claim: string } | null {
  if (typeof value !== 'string') return null;
  const match = /^<?es(\d{1,10})\.([0-9a-f]{1,40})@[^<>@\s]+>?$/.exec(value.trim());
  if (!match) return null;
  const id = Number(match[1]);
  return id > 0 && id < 2 ** 31 ? { id, claim: match[2]! } : null;
}
