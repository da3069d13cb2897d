import { once } from 'node:events';
import { createServer as createTcpServer, type AddressInfo } from 'node:net';

/** Just enough SMTP (RFC 5321) to receive one message from nodemailer on loopback. */
export async function startSmtp(): Promise<{ url: string; nextMessage(): Promise<string>; close(): void }> {
  const waiting: ((message: string) => void)[] = [];
  const server = createTcpServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      while (true) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          // Undo the sender's dot-stuffing (RFC 5321 4.5.2): a line's leading dot was doubled.
          waiting.shift()?.(buffer.slice(0, end).replace(/(^|\r\n)\./g, '$1'));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 queued\r\n');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd === -1) return;
        const line = buffer.slice(0, lineEnd).toUpperCase();
        buffer = buffer.slice(lineEnd + 2);
        if (line.startsWith('EHLO') || line.startsWith('HELO')) socket.write('250 test\r\n');
        else if (line.startsWith('DATA')) {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (line.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
    socket.on('error', () => undefined);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    nextMessage: () => new Promise((resolve) => waiting.push(resolve)),
    close: () => server.close(),
  };
}
