import vike from 'vike/plugin';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [vike()],
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  build: { target: 'es2022', sourcemap: false, reportCompressedSize: false },
  server: { watch: { ignored: ['**/data/**', '**/test/**'] } },
});
