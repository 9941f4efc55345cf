// The walls of eslint.walls.js catch what they are there to catch: each case is an import a room
// must not make, linted as if it stood in that room's folder, beside one it may make.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function wallErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === 'boundaries/dependencies' || m.ruleId === 'import-x/no-cycle').map((m) => m.message);
}

// the first lint reads every tsconfig the resolver is given: slow once, on a busy machine slower
describe('the walls between the rooms', { timeout: 60_000 }, () => {
  it("keeps another module's tables and inner files behind its wall, and lets its service through", async () => {
    const file = 'apps/api/src/modules/reviews/wall-probe.ts';
    expect(await wallErrors(file, "import { productSkus } from '../catalog/catalog.tables';\nexport const t = productSkus;\n")).toHaveLength(1);
    expect(await wallErrors(file, "import { activeSpecialPrice } from '../catalog/catalog-view';\nexport const t = activeSpecialPrice;\n")).toHaveLength(1);
    expect(await wallErrors(file, "import type { CatalogService } from '../catalog/catalog.service';\nexport type T = CatalogService;\n")).toEqual([]);
    expect(await wallErrors(file, "import { reviews } from './reviews.tables';\nexport const t = reviews;\n")).toEqual([]);
  });

  it('keeps the floor below the modules', async () => {
    const file = 'apps/api/src/http/wall-probe.ts';
    expect(await wallErrors(file, "import type { CatalogService } from '../modules/catalog/catalog.service';\nexport type T = CatalogService;\n")).toHaveLength(
      1,
    );
  });

  it('keeps one web feature out of another, and lets it use ui/ and lib/', async () => {
    const file = 'apps/web/src/features/wishlist/wall-probe.ts';
    expect(await wallErrors(file, "import { deliveryDay } from '../orders/delivery-day';\nexport const d = deliveryDay;\n")).toHaveLength(1);
    expect(await wallErrors(file, "import { buttonClass } from '../../ui/button';\nexport const b = buttonClass;\n")).toEqual([]);
  });

  it('finds an import cycle', async () => {
    // session-storage is read by auth-events; a session-storage importing auth-events closes the loop
    const errors = await wallErrors('apps/web/src/lib/session-storage.ts', "import { expectSignIn } from './auth-events';\nexport const s = expectSignIn;\n");
    expect(errors.some((m) => /cycle/i.test(m))).toBe(true);
  });
});
