import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * Pre-compressed copies (.br and .gz) of every script, stylesheet and decoder in the build, written once at
 * build time so the server can send them as they are (@fastify/static `preCompressed`) instead of the raw files.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'moxing-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const walk = (dir: string): string[] =>
        fs
          .readdirSync(dir, { withFileTypes: true })
          .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
      const brotli = promisify(zlib.brotliCompress);
      const gzip = promisify(zlib.gzip);
      const files = walk(outDir).filter((f) => /\.(js|css|wasm|svg|json|html)$/.test(f) && fs.statSync(f).size >= 1024);
      // zlib's async calls run on libuv's thread pool: the files compress in parallel
      await Promise.all(
        files.map(async (file) => {
          const data = await fs.promises.readFile(file);
          const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length };
          const [br, gz] = await Promise.all([brotli(data, { params }), gzip(data, { level: 9 })]);
          await Promise.all([fs.promises.writeFile(`${file}.br`, br), fs.promises.writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

/**
 * `import { Button, Toast } from 'antd-mobile'` -> one import per component (es/components/<name>). Through the
 * package's index every component's stylesheet ends up in the build (a side-effect import that tree-shaking
 * keeps); per-component imports bring only the styles of the components actually used.
 */
function antdMobilePerComponent(): Plugin {
  const dir = (name: string) => name.replace(/[A-Z]/g, (c, i: number) => (i ? '-' : '') + c.toLowerCase());
  const NAMED: Record<string, string> = {
    setDefaultConfig: 'components/config-provider',
    createErrorBlock: 'components/error-block',
    unstableSetRender: 'utils/unstable-render',
    reduceMotion: 'utils/reduce-and-restore-motion',
    restoreMotion: 'utils/reduce-and-restore-motion',
  };
  return {
    name: 'moxing-antd-mobile-per-component',
    enforce: 'post',
    apply: 'build',
    transform(code, id) {
      if (id.includes('node_modules') || !/\.[jt]sx?$/.test(id) || !code.includes('antd-mobile')) return null;
      let changed = false;
      const out = code.replace(/import\s*\{([^}]*)\}\s*from\s*["']antd-mobile["'];?/g, (_all, list: string) => {
        changed = true;
        const lines = ['import "antd-mobile/es/global";'];
        for (const spec of list
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean)) {
          const [imported = '', local = imported] = spec.split(/\s+as\s+/).map((x) => x.trim());
          lines.push(
            NAMED[imported]
              ? `import { ${imported} as ${local} } from "antd-mobile/es/${NAMED[imported]}";`
              : `import ${local} from "antd-mobile/es/components/${dir(imported)}";`,
          );
        }
        return lines.join('\n');
      });
      return changed ? { code: out, map: null } : null;
    },
  };
}

/**
 * zod, the shared modules that declare schemas and the form rules made from them, which only forms and a few pages
 * use. Left to Rollup they land
 * in the start-up chunk: the entry imports a few constants through packages/shared's index, which makes every shared
 * module a static dependency of the entry.
 */
const SCHEMA_MODULES =
  /\/packages\/shared\/src\/(account|branding|business|cashout|compilations|content|demands|escrow|escrowRequests|fields|files|imageModels|library|membership|messages|modelConvert|models|openApi|orders|points|providers|showroom|social|space|statistics)\.ts$|\/src\/lib\/formRules\.ts$/;

/** Vendor groups: React and the router change rarely; antd's shared core and antd-mobile get chunks of their own. */
function vendorChunk(id: string): string | undefined {
  if (/\/node_modules\/zod\//.test(id) || SCHEMA_MODULES.test(id)) return 'schemas';
  // The built-in agreements' text: only their pages need it, not start-up.
  if (id.endsWith('/packages/shared/src/agreements.ts')) return 'agreements';
  // The schema-free rest of packages/shared (codes, constants, the calls), which start-up needs: without a chunk of
  // its own Rollup would put it beside the schemas that import it.
  if (id.includes('/packages/shared/src/')) return 'data';
  if (!id.includes('node_modules')) return undefined;
  const path = id.split('node_modules/').pop() ?? '';
  if (/^(react|react-dom|scheduler|react-router|cookie|set-cookie-parser)\//.test(path)) return 'react';
  if (/^(@tanstack|zustand|dayjs)\//.test(path)) return 'data';
  // Tiny helpers both UI libraries use: kept apart so antd-mobile does not drag in antd's core.
  if (/^(classnames|clsx|@babel\/runtime)\//.test(path)) return 'ui-helpers';
  // antd-mobile: what the phone layout itself needs (and the animation and gesture libraries all components share)
  // in one chunk; the other components travel with the pages that use them.
  if (
    /^(antd-mobile-icons|antd-mobile-v5-count|@react-spring|@use-gesture|ahooks|@floating-ui)\//.test(path) ||
    /^antd-mobile\/es\/(global|locales|utils|components\/(config-provider|nav-bar|tab-bar|popup|mask|safe-area|toast|dot-loading|spin-loading|button|auto-center|error-block|center-popup|dialog|modal|image|space|list))\//.test(
      path,
    )
  ) {
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

/**
 * The stylesheet (one file: build.cssCodeSplit is off) moves from <head> to the start of <body>: a stylesheet in the
 * head holds back the first paint of everything, one at the start of the body only what comes after it. The
 * server's first screen (apps/server/src/modules/library/pagePreview.ts, styled inline) goes before it and shows
 * at once; the app's own content is rendered by scripts, which wait for the stylesheet either way.
 */
function stylesheetInBody(): Plugin {
  return {
    name: 'moxing-stylesheet-in-body',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
        let out = html;
        for (const link of links) out = out.replace(link, '');
        return out.replace('<body>', `<body>\n    ${links.join('')}`);
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), antdMobilePerComponent(), precompress(), stylesheetInBody()],
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
    // One stylesheet for the whole app: with a file per chunk, every lazy page inserted a dozen <link> elements as
    // it loaded, which cost a phone more main-thread time than the few kilobytes it saved (npm run bench web).
    cssCodeSplit: false,
    manifest: true,
    rollupOptions: {
      // Small shared modules are merged into the chunks that use them: on a phone network every extra file is
      // another round trip before the page can show.
      output: { manualChunks: vendorChunk },
      treeshake: {
        // packages/shared only declares things: a file none of whose exports is used adds nothing (keeps zod,
        // which only forms need, out of the start-up chunk).
        moduleSideEffects: (id) => !id.includes('/packages/shared/src/') && !SCHEMA_MODULES.test(id),
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    // Libraries that import React are bundled for the tests too, so the tests and the app share one React.
    server: {
      deps: {
        inline: [
          /@testing-library\/react/,
          /react-router/,
          /@tanstack\/react-query/,
          /zustand/,
          /antd/,
          /@ant-design/,
          /@rc-component/,
        ],
      },
    },
    alias: [
      // ESM builds, so that their imports resolve the way the app's build resolves them
      {
        find: /^@testing-library\/react$/,
        replacement: path.join(
          path.dirname(createRequire(import.meta.url).resolve('@testing-library/react')),
          '@testing-library/react.esm.js',
        ),
      },
      {
        find: /^react-router$/,
        replacement: path.join(path.dirname(createRequire(import.meta.url).resolve('react-router')), 'index.mjs'),
      },
      // The browser build (Blob file reader, XMLHttpRequest), as the app gets it; the package's main one is for Node
      {
        find: /^tus-js-client$/,
        replacement: path.join(
          path.dirname(createRequire(import.meta.url).resolve('tus-js-client/package.json')),
          'lib.esm/browser/index.js',
        ),
      },
    ],
  },
});
