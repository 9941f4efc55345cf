import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabaseUrl } from '../../test/test-server';
import { categories, products, productSkus } from '../modules/catalog/catalog.tables';
import { contentItems } from '../modules/content/content-items.tables';
import { donationPlaces } from '../modules/donations/donations.tables';
import { createPasswordHasher } from '../security/password';
import { openDatabase, type Database } from './database';
import { runSeeds } from './seed';
import { seedRuns } from './seed-runs.tables';

describe('the demo seeds', () => {
  let database: Database;
  let drop: () => Promise<void>;
  const seed = () => runSeeds(database.db, { demoData: true, passwords: createPasswordHasher(4) });

  beforeAll(async () => {
    const fresh = await freshDatabaseUrl();
    drop = fresh.drop;
    database = await openDatabase({ databaseUrl: fresh.databaseUrl, pgliteDataDir: 'memory://' });
    await seed();
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  it('load once: a second start loads nothing', async () => {
    expect(await seed()).toEqual([]);
  });

  it('give a database loaded before the demo pictures were WebP the WebP keys, and leave other keys alone', async () => {
    const { db } = database;
    const svgOf = (column: string) => sql.raw(`regexp_replace(${column}, '\\.webp$', '.svg')`);
    // the demo as it was loaded before decision 0056, with a photo staff uploaded beside it
    await db.update(categories).set({ imageKey: svgOf('image_key') });
    await db.update(productSkus).set({ imageKey: svgOf('image_key') });
    await db.update(donationPlaces).set({ imageKey: svgOf('image_key') });
    await db.update(contentItems).set({ coverImage: svgOf('cover_image') });
    await db.execute(
      sql`update products set image_keys = (select jsonb_agg(regexp_replace(key, '\\.webp$', '.svg')) from jsonb_array_elements_text(image_keys) as keys(key))`,
    );
    await db
      .update(products)
      .set({ imageKeys: ['product-photos/staff-upload.svg', 'product/920000001-1.svg'] })
      .where(eq(products.id, 920000001));
    await db.delete(seedRuns).where(eq(seedRuns.name, 'demo-images-as-webp'));

    expect(await seed()).toEqual(['demo-images-as-webp']);

    const [dog] = await db.select({ imageKey: categories.imageKey }).from(categories).where(eq(categories.id, 900000880));
    expect(dog?.imageKey).toBe('category/dog.webp');
    const [first] = await db.select({ imageKeys: products.imageKeys }).from(products).where(eq(products.id, 920000001));
    expect(first?.imageKeys).toEqual(['product-photos/staff-upload.svg', 'product/920000001-1.webp']);
    const [second] = await db.select({ imageKeys: products.imageKeys }).from(products).where(eq(products.id, 920000002));
    expect(second?.imageKeys).toEqual(['product/920000002-1.webp', 'product/920000002-2.webp']);
    const keys = [
      ...(await db.select({ key: categories.imageKey }).from(categories)),
      ...(await db.select({ key: productSkus.imageKey }).from(productSkus)),
      ...(await db.select({ key: donationPlaces.imageKey }).from(donationPlaces)),
      ...(await db.select({ key: contentItems.coverImage }).from(contentItems)),
      ...(await db.select({ keys: products.imageKeys }).from(products)).flatMap(({ keys }) => keys.map((key) => ({ key }))),
    ].flatMap(({ key }) => (key ? [key] : []));
    expect(keys.filter((key) => key.endsWith('.svg'))).toEqual(['product-photos/staff-upload.svg']);
  });
});
