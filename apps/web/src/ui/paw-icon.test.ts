import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.(tsx?|json)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('pictures the shop draws', () => {
  // a colour emoji is an empty box on a computer without an emoji font: the shop draws its own (PawIcon)
  it('no page or mail shows a colour emoji', () => {
    // drawn as colour pictures by default (🐾, 🎁) or asked to be (U+FE0F); text symbols (✓ ★ ♥ ©) are letters of the fonts
    const emoji = /\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F/u;
    const found = [...sources(path.join(root, 'apps/web/src')), ...sources(path.join(root, 'apps/api/src/modules/mail'))].flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => emoji.test(line))
        .map((line) => `${path.relative(root, file)}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });
});
