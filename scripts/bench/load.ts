/** One load run with autocannon, and the CPU the serving process used for it. */
import autocannon from 'autocannon';
import { cpuTimeMs } from './processes.ts';

export interface LoadResult {
  requestsPerSecond: number;
  requests: number;
  errors: number;
  non2xx: number;
  latencyP50: number;
  latencyP99: number;
  cpuMsPerRequest: number;
}

export interface LoadOptions {
  url: string;
  pid: number;
  seconds: number;
  connections: number;
  headers?: Record<string, string>;
}

export async function measure({ url, pid, seconds, connections, headers }: LoadOptions): Promise<LoadResult> {
  const cpuBefore = cpuTimeMs(pid);
  const result = await autocannon({ url, connections, duration: seconds, headers: headers ?? {} });
  const cpuAfter = cpuTimeMs(pid);
  const requests = result.requests.total;
  return {
    requestsPerSecond: result.requests.average,
    requests,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    latencyP50: result.latency.p50,
    latencyP99: result.latency.p99,
    cpuMsPerRequest: requests > 0 ? (cpuAfter - cpuBefore) / requests : Number.NaN,
  };
}

/** Warm up, then measure; autocannon's first second includes connection set-up. */
export async function warmAndMeasure(options: LoadOptions): Promise<LoadResult> {
  await autocannon({ url: options.url, connections: options.connections, duration: 1, headers: options.headers ?? {} });
  return measure(options);
}
