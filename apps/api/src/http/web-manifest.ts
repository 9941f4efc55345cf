import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface ManifestChunk {
  file: string;
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
