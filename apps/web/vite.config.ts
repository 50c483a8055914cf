import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * three.js's Draco decoder files, served by the app itself at /draco/ (the viewer's DRACOLoader points there):
 * copied from node_modules into the build, and served from there by the dev server. Nothing is committed.
 */
function dracoDecoders(): Plugin {
  const dir = path.dirname(createRequire(import.meta.url).resolve('three/examples/jsm/libs/draco/gltf/draco_decoder.js'));
  const files = ['draco_decoder.js', 'draco_decoder.wasm', 'draco_wasm_wrapper.js'];
  return {
    name: 'moxing-draco-decoders',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const name = req.url?.split('?')[0]?.replace(/^\/draco\//, '') ?? '';
        if (!req.url?.startsWith('/draco/') || !files.includes(name)) return next();
        res.setHeader('content-type', name.endsWith('.wasm') ? 'application/wasm' : 'text/javascript');
        fs.createReadStream(path.join(dir, name)).pipe(res);
      });
    },
    generateBundle() {
      for (const name of files) {
        this.emitFile({ type: 'asset', fileName: `draco/${name}`, source: fs.readFileSync(path.join(dir, name)) });
      }
    },
  };
}

/** Vendor groups: React and the router change rarely; antd's shared core and antd-mobile get chunks of their own. */
function vendorChunk(id: string): string | undefined {
  if (!id.includes('node_modules')) return undefined;
  const path = id.split('node_modules/').pop() ?? '';
  if (/^(react|react-dom|scheduler|react-router|cookie|set-cookie-parser)\//.test(path)) return 'react';
  if (/^(@tanstack|zustand|dayjs)\//.test(path)) return 'data';
  // Tiny helpers both UI libraries use: kept apart so antd-mobile does not drag in antd's core.
  if (/^(classnames|clsx|@babel\/runtime)\//.test(path)) return 'ui-helpers';
  if (/^(antd-mobile|antd-mobile-icons|antd-mobile-v5-count|@react-spring|@use-gesture|ahooks|@floating-ui)\//.test(path)) {
    return 'antd-mobile';
  }
  // antd's core every antd component needs (theme, config provider, css-in-js, rc utilities).
  if (
    /^(@ant-design\/(cssinjs|cssinjs-utils|colors|fast-color|react-slick)|@rc-component\/(util|context|motion|resize-observer|portal|trigger)|stylis|@emotion)\//.test(
      path,
    ) ||
    /^antd\/es\/(config-provider|theme|locale|_util|style|version|app|message|locale-provider)\//.test(path)
  ) {
    return 'antd-core';
  }
  return undefined;
}

export default defineConfig({
  plugins: [react(), dracoDecoders()],
  resolve: {
    // antd-mobile's dependencies made npm hoist React 18 to the root; everything must use this app's React 19.
    dedupe: ['react', 'react-dom'],
  },
  server: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
    manifest: true,
    rollupOptions: {
      output: { manualChunks: vendorChunk },
      treeshake: {
        // packages/shared only declares things: a file none of whose exports is used adds nothing (keeps zod,
        // which only forms need, out of the start-up chunk).
        moduleSideEffects: (id) => !id.includes('/packages/shared/src/'),
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
  },
});
