import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The dev server proxies the API to a locally running server (npm run dev:server, port 8080).
export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy: { '/api': { target: 'http://localhost:8080', ws: true } } },
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 900 },
});
