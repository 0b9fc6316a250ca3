import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The sample backend plugin is added by core/adapters/sample-backend (issue 3) when no real API base is set.
export default defineConfig(async () => {
  const plugins = [react()];
  if (!process.env.VITE_API_BASE) {
    const { sampleBackendPlugin } = await import('./core/adapters/sample-backend/vite-plugin.ts').catch(() => ({
      sampleBackendPlugin: null,
    }));
    if (sampleBackendPlugin) plugins.push(sampleBackendPlugin());
  }
  return {
    plugins,
    build: { target: 'es2022', sourcemap: true, chunkSizeWarningLimit: 600 },
    preview: { port: 4173 },
  };
});
