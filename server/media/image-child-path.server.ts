/**
 * The image child's program: the source file here, the bundle's own entry in the build
 * (scripts/build-server.ts puts `dist/node/image-child.mjs` in place of this module), so a
 * bundled server starts a bundled child.
 */
import { resolve } from 'node:path';

export const imageChildProgram = resolve(import.meta.dirname, 'image-child-program.server.ts');
