import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface ManifestChunk {
  file: string;
  /** the chunk's name (a module's file name, or a code-splitting group's) */
  name?: string;
  imports?: string[];
  isEntry?: boolean;
  css?: string[];
}

/** Vite's manifest of the web app's build (which file holds which module), or null before a build that writes one. */
export function readWebManifest(webDistDir: string): Record<string, ManifestChunk> | null {
  const manifestFile = path.join(webDistDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return null;
  return JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
}

/** The first script of a drawn page (apps/web/src/boot/after-paint.ts), as built. */
export function afterPaintScript(manifest: Record<string, ManifestChunk> | null): string | null {
  const chunk = manifest?.['src/boot/after-paint.ts'];
  return chunk ? `/${chunk.file}` : null;
}

/** The files of these modules' chunks and of every chunk they import, the app's entry excepted (its page loads it already). */
export function chunkFiles(manifest: Record<string, ManifestChunk>, modules: readonly string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return [...files];
}

/** A chunk's preload link, written as Vite writes it in index.html (server-rendering.ts reads that form back). */
export function modulepreloadLink(file: string): string {
  return `<link rel="modulepreload" crossorigin href="/${file}">`;
}
