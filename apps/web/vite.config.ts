import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  build: {
    // The manifest lets us (and the benchmark) sum the first view's JavaScript.
    manifest: true,
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/messageHub': { target: 'http://localhost:3000', ws: true },
    },
  },
});
