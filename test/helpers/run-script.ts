/** Runs one of scripts/ as a process, as npm would, for the tests of the operator's commands. */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { nodeBinary } from './server-process.ts';

const projectRoot = resolve(import.meta.dirname, '../..');

export interface ScriptRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  output: string;
}

/** `killWhen` sends SIGKILL as soon as the output matches it. */
export function runScript(script: string, args: string[], env: Record<string, string>, killWhen?: RegExp): Promise<ScriptRun> {
  const child = spawn(nodeBinary, [script, ...args], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/tmp', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (killWhen?.test(output)) child.kill('SIGKILL');
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  return new Promise((done) => child.once('close', (code, signal) => done({ code, signal, output })));
}
