/**
 * JSON logs. Cookies, authorization headers and anything that looks like a
 * password or a visitor's message are redacted; request bodies are never logged.
 */
import { pino, type DestinationStream, type Logger } from 'pino';

const redactPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'password',
  '*.password',
  'message.body',
];

/** Writes to standard output unless given a destination (tests capture the log that way). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    redact: { paths: redactPaths, censor: '[redacted]' },
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  return destination ? pino(options, destination) : pino(options);
}
