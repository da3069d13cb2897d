/** A webhook receiver on loopback that records each call (headers and raw body) and answers when told. */
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface WebhookCall {
  body: Record<string, unknown>;
  raw: string;
  headers: Record<string, string>;
  contentType: string | undefined;
  /** Answers the call; until then the webhook hangs. */
  respond(status: number): void;
}

export interface WebhookReceiver {
  url: string;
  calls: WebhookCall[];
  nextCall(): Promise<WebhookCall>;
  /** Answer every later call at once with this status (undefined: wait to be told). */
  autoRespond: number | undefined;
  close(): Promise<void>;
}

export async function startWebhook(): Promise<WebhookReceiver> {
  const waiting: ((call: WebhookCall) => void)[] = [];
  const receiver: WebhookReceiver = {
    url: '',
    calls: [],
    nextCall: () => new Promise((resolve) => waiting.push(resolve)),
    autoRespond: undefined,
    close: async () => {
      server.closeAllConnections();
      server.close();
    },
  };
  const server: Server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const headers = Object.fromEntries(Object.entries(req.headers).map(([name, value]) => [name, String(value)]));
    const call = { body: JSON.parse(raw), raw, headers, contentType: req.headers['content-type'], respond: (status: number) => res.writeHead(status).end() };
    receiver.calls.push(call);
    if (receiver.autoRespond !== undefined) call.respond(receiver.autoRespond);
    waiting.shift()?.(call);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/leads`;
  return receiver;
}
