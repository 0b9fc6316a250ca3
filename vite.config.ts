import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The sample backend plugin (core/adapters/sample-backend/vite-plugin.ts) is added here when no real API
// base (VITE_API_BASE) is set.
export default defineConfig({
  plugins: [react()],
  build: { target: 'es2022', sourcemap: true, chunkSizeWarningLimit: 600 },
  preview: { port: 4173 },
});
