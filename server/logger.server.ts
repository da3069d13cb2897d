/**
 * JSON logs. Cookies, authorization headers and anything that looks like a
 * password or a visitor's message are redacted; request bodies are never logged.
 *
 * On standard output, info lines and below (the request log, mostly) are gathered and
 * written in batches: at 12 KB, at least every second, and at exit. Warnings and errors
 * (server errors, slow requests) are written at once (docs/decisions/015-request-logging-and-the-fast-path.md).
 */
import { pino, type DestinationStream, type Logger } from 'pino';

const redactPaths = ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', 'password', '*.password', 'message.body'];

/** Batch size of the info lines on standard output, and the longest a line waits. */
const batchBytes = 12 * 1024;
const batchMs = 1000;

/** Writes to standard output unless given a destination (tests capture the log that way). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    redact: { paths: redactPaths, censor: '[redacted]' },
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  return pino(options, destination ?? standardOutput());
}

let stdout: DestinationStream | undefined;

/** One pair of streams on standard output per process, however many loggers write to it. */
function standardOutput(): DestinationStream {
  if (!stdout) {
    const batched = pino.destination({ dest: 1, sync: true, minLength: batchBytes, periodicFlush: batchMs });
    const immediate = pino.destination({ dest: 1, sync: true });
    // Whatever way the process ends (process.exit at SIGTERM included), the last batch is written.
    process.once('exit', () => batched.flushSync());
    stdout = pino.multistream(
      [
        { level: 'trace', stream: batched },
        { level: 'warn', stream: immediate },
      ],
      { dedupe: true },
    );
  }
  return stdout;
}
