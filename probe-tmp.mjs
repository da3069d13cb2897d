import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
const input = readFileSync('/tmp/p24.jpg');
const extra = process.argv[2] ? Object.fromEntries([process.argv[2].split('=')]) : {};
const child = fork('dist/node/image-child.mjs', [], { env: { MALLOC_ARENA_MAX: '2', VIPS_CONCURRENCY: '1', ...extra }, execArgv: ['--max-old-space-size=64'], serialization: 'advanced' });
const anon = () => { try { return Number(/RssAnon:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1]) / 1024; } catch { return 0; } };
let peak = 0; const timer = setInterval(() => (peak = Math.max(peak, anon())), 10);
const peaks = [];
for (let i = 0; i < 3; i++) {
  peak = 0;
  const reply = await new Promise((resolve) => { child.once('message', resolve); child.send({ kind: 'process', input }); });
  peaks.push(`${peak.toFixed(0)}${reply.ok ? '' : '!'}`);
}
clearInterval(timer); child.disconnect();
console.log(JSON.stringify(extra), 'per-job peak anon MiB', peaks.join(', '));
