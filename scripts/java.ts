/**
 * Java for the W3C Nu Html Checker (vnu.jar, from the vnu-jar package): Debian's
 * `default-jre-headless`. The package's own Java downloader is never used.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

export const vnuJar = resolve(import.meta.dirname, '../node_modules/vnu-jar/build/dist/vnu.jar');

/** Whether `java` runs here (vnu.jar needs Java 11 or later; Debian 12's default is 17). */
export function javaAvailable(): boolean {
  return spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;
}
