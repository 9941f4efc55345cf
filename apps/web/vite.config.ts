import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { loadFirstFonts } from './src/boot/first-fonts';

const apiTarget = process.env.PAWSOOK_API_URL ?? 'http://localhost:3000';
const proxied = ['/api', '/images', '/healthz', '/dev', '/sandbox'];

/**
 * Writes .br and .gz beside every text asset of the build. The API serves the built app with
 * `preCompressed`, so browsers get the small files without the server compressing on each request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'pawsook-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const full = path.join(dir, name);
          return statSync(full).isDirectory() ? walk(full) : [full];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json|txt)$/.test(file)) continue;
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

/**
 * The font files nearly every page draws first: Thai and Latin (English words, prices, numbers),
 * each in the three weights of body text, buttons and headings (about 10 kB each). A weight not
 * preloaded misses the first paint and, being `optional`, is drawn in a fallback on that page.
 */
const FIRST_FONTS = /noto-sans-thai-(thai|latin)-(400|600|700)-normal-[\w-]+\.woff2$/;

interface FontFaceRule {
  /** the file's name in src/fonts.css, without the hash the build gives it */
  file: string;
  family: string;
  weight: string;
  unicodeRange: string;
}

/** The faces src/fonts.css declares. */
function fontFaceRules(): FontFaceRule[] {
  const css = readFileSync(path.resolve(import.meta.dirname, 'src/fonts.css'), 'utf8');
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, rule = '']) => {
    const value = (pattern: RegExp) => {
      const found = pattern.exec(rule)?.[1];
      if (!found) throw new Error(`pawsook-preload-fonts: a face of src/fonts.css has no ${pattern.source}`);
      return found.trim();
    };
    return {
      file: value(/([\w-]+)\.woff2'\)/),
      family: value(/font-family:\s*'([^']+)'/),
      weight: value(/font-weight:\s*(\d+)/),
      unicodeRange: value(/unicode-range:([^;]+)/),
    };
  });
}

/**
 * Preloads those fonts from index.html, so they arrive while the app's script loads: the fonts are
 * `font-display: optional` (src/fonts.css) and are only used if ready when the page first draws.
 * Each link names its face, and an inline script first in the head asks for those faces at once
 * (src/boot/first-fonts.ts, decision 0055); the API allows that script by its hash.
 */
/** Where index.html takes the first fonts' links and script: after its meta tags and title. */
const FIRST_FONTS_PLACE = '<!-- first fonts -->';

function preloadFirstFonts(): Plugin {
  const rules = fontFaceRules();
  return {
    name: 'pawsook-preload-fonts',
    apply: 'build',
    transformIndexHtml(html, context) {
      if (!html.includes(FIRST_FONTS_PLACE)) throw new Error(`pawsook-preload-fonts: index.html has no ${FIRST_FONTS_PLACE}`);
      const files = Object.keys(context.bundle ?? {}).filter((file) => FIRST_FONTS.test(file));
      const links = files.map((file) => {
        const rule = rules.find((candidate) => path.basename(file).startsWith(`${candidate.file}-`));
        if (!rule) throw new Error(`pawsook-preload-fonts: src/fonts.css declares no face for ${file}`);
        return (
          `<link rel="preload" as="font" type="font/woff2" href="/${file}" crossorigin="" ` +
          `data-font-family="${rule.family}" data-font-weight="${rule.weight}" data-unicode-range="${rule.unicodeRange}">`
        );
      });
      // before the stylesheet: a script after it would wait for it, and the page's parsing with it
      return html.replace(FIRST_FONTS_PLACE, [...links, `<script>(${loadFirstFonts.toString()})()</script>`].join('\n    '));
    },
  };
}

/** The modules src/app/start-app.tsx imports, directly or not, and the entry does not (filled while building). */
const startModules = new Set<string>();

/**
 * The app starts in two steps (src/main.tsx, then src/app/start-app.tsx, decision 0050), the second
 * a chunk imported when the first is done. index.html preloads it and what it imports with the
 * entry, so it is fetched with the entry (and, on a page the server drew, named to the after-paint
 * script with the entry's chunks) instead of after the entry has run.
 */
function preloadStartChunk(): Plugin {
  return {
    name: 'pawsook-preload-start-chunk',
    apply: 'build',
    // what the start chunk imports is one chunk with it (chunking below), as it was in the entry
    // before the split, not a dozen small chunks shared with the pages loaded later
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const reached = (from: string | undefined) => {
        const seen = new Set<string>();
        const pending = from ? [from] : [];
        while (pending.length > 0) {
          const id = pending.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const inEntry = reached(ids.find((id) => id.endsWith('/src/main.tsx')));
      for (const id of reached(ids.find((id) => id.endsWith('/src/app/start-app.tsx')))) if (!inEntry.has(id)) startModules.add(id);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter((output) => output.type === 'chunk');
        const start = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith('/src/app/start-app.tsx')));
        if (!start) throw new Error('pawsook-preload-start-chunk: no chunk holds src/app/start-app.tsx');
        const files = new Set<string>();
        const visit = (file: string) => {
          if (files.has(file)) return;
          files.add(file);
          for (const imported of chunks.find((chunk) => chunk.fileName === file)?.imports ?? []) visit(imported);
        };
        visit(start.fileName);
        return [...files]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const }));
      },
    },
  };
}

/**
 * React Router's package names only its development build in its exports; the production build
 * beside it is the same code with the developer warnings off (route checks and messages at every
 * navigation). The shop's builds use that one.
 */
const reactRouterProduction = fileURLToPath(import.meta.resolve('react-router')).replace(/([\\/]dist[\\/])development([\\/])/, '$1production$2');

/** The libraries every page needs: one long-cached chunk. */
const VENDOR = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next)[\\/]/;

export default defineConfig(({ command, isSsrBuild }) => ({
  // the server's bundle (dist/server, decision 0046) is read from disk by the API: nothing to compress or preload
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [preloadFirstFonts(), preloadStartChunk(), precompress()])],
  // The server's bundle carries its libraries (React's server renderer among them): one file to import.
  ssr: { noExternal: true },
  // React and its libraries choose their development builds (checks and warnings on every element,
  // two to three times the work and the garbage) by process.env.NODE_ENV when the server runs, and
  // the shop runs without NODE_ENV=production wherever demo helpers are on: the built server bundle
  // is a production build whatever the environment, as the browser's is.
  define: command === 'build' && isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  // the development server keeps React Router's warnings
  resolve: { alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [] },
  server: {
    proxy: Object.fromEntries(proxied.map((route) => [route, { target: apiTarget, changeOrigin: false }])),
  },
  build: {
    outDir: isSsrBuild ? 'dist/server' : 'dist',
    copyPublicDir: !isSsrBuild,
    emptyOutDir: true,
    sourcemap: false,
    // the API reads which chunk holds each language's texts, to name the page's one in its HTML
    manifest: !isSsrBuild,
    chunkSizeWarningLimit: 600,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          // the app, and the small first script of the pages the server draws (src/boot/after-paint.ts)
          input: { index: path.resolve(import.meta.dirname, 'index.html'), boot: path.resolve(import.meta.dirname, 'src/boot/after-paint.ts') },
          output: {
            // The libraries every page needs change less often than the shop's code: a separate,
            // long-cached chunk. Libraries only some pages use (forms, validation, carousels) stay
            // with those pages' lazily loaded chunks, out of the first load.
            codeSplitting: {
              groups: [
                {
                  name: 'vendor',
                  // react-i18next's <Trans> (and its HTML parser) only for the register dialog's chunk
                  test: (id: string) => VENDOR.test(id) && !/[\\/]react-i18next[\\/].*[\\/]Trans/.test(id),
                  priority: 2,
                },
                // its set already holds its dependencies, less the entry's, which stay in the entry
                { name: 'start-app', test: (id: string) => startModules.has(id), priority: 1, includeDependenciesRecursively: false },
              ],
            },
          },
        },
  },
}));
