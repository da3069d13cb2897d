/**
 * Raw HTTP for the header-parity tests (test/server/fast-*-headers.test.ts): every header as the
 * server wrote it (repeated ones joined), a listener on a free port, and the headers that differ per
 * answer by nature set aside.
 */
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export function rawRequest(url: string, method: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const collected: Record<string, string> = {};
        for (let index = 0; index < res.rawHeaders.length; index += 2) {
          const name = res.rawHeaders[index]!.toLowerCase();
          collected[name] = collected[name] === undefined ? res.rawHeaders[index + 1]! : `${collected[name]}, ${res.rawHeaders[index + 1]}`;
        }
        resolve({ status: res.statusCode ?? 0, headers: collected, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

export async function listen(listener: (req: IncomingMessage, res: ServerResponse) => void): Promise<{ server: Server; url: string }> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** Headers that differ per answer by nature; their presence and form are still compared. */
export function comparable(headers: Record<string, string>): Record<string, string> {
  const { date, 'x-request-id': requestId, ...rest } = headers;
  expect(date).to.be.a('string');
  expect(requestId).to.match(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  return rest;
}

export const proxied = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.20' };
