/** `npm run dev`: the same server with Vite's middleware (hot reload) instead of the build. */
import { startServer } from './start.server.ts';

await startServer({
  viteMiddleware: async () => {
    const { createServer } = await import('vite');
    const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
    return vite.middlewares;
  },
});
