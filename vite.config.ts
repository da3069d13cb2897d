import vike from 'vike/plugin';
import { defineConfig } from 'vite';

/**
 * Two stylesheets instead of one per CSS module (decision 046): every public page's
 * CSS in `site`, the dashboard's own in `dashboard`. Vike names a chunk per CSS module
 * by default (its workaround for Vite's CSS duplication, vike#1815); that gave `/` 22
 * render-blocking links. The dashboard shell's few rules ride with the site because
 * the layout imports its navigation on every page.
 */
function stylesheetChunk(id: string): string | undefined {
  if (!id.endsWith('.css') || id.includes('/node_modules/')) return undefined;
  if (id.includes('/islands/dashboard/') && !id.includes('/islands/dashboard/shell/')) return 'dashboard-styles';
  return 'site-styles';
}

export default defineConfig({
  plugins: [vike()],
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    rolldownOptions: { output: { manualChunks: stylesheetChunk } },
  },
  server: { watch: { ignored: ['**/data/**', '**/test/**'] } },
});
