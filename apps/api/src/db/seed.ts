import { sql } from 'drizzle-orm';
import type { Db, Tx } from './database';
import { seedRuns } from './seed-runs.tables';
import { brands, categories, categoryBrands } from '../modules/catalog/catalog.tables';
import { contacts, socialMedia } from '../modules/content/content.tables';
import { paymentChannels, transferAccount } from '../modules/payments/payments.tables';
import { demoTransferAccount } from './demo-data/transfer-account';
import { initialPaymentChannels } from '../modules/payments/payment-channel-seed';
import { demoBrands } from './demo-data/brands';
import { demoCategories } from './demo-data/categories';
import { demoContacts } from './demo-data/contacts';
import { demoSocialMedia } from './demo-data/social-media';
import { demoCoinHistory, demoMember, demoStaff } from './demo-data/demo-member';
import { staffAccounts } from '../modules/staff/staff.tables';
import { demoDonationPlaces } from './demo-data/donation-places';
import { demoOldOrders } from './demo-data/old-orders';
import { importOldOrders } from '../modules/orders/old-orders-import';
import { demoProducts } from './demo-data/products';
import { demoPromotions } from './demo-data/promotions';
import { demoPromoCodes } from './demo-data/promo-codes';
import { promoCodes, promotions } from '../modules/promotions/promotions.tables';
import { contentItems } from '../modules/content/content-items.tables';
import { demoContentItems } from './demo-data/content-items';
import { loadCatalog } from './demo-catalog-seed';
import { coinLedger } from '../modules/coins/coins.tables';
import { members } from '../modules/members/members.tables';
import type { PasswordHasher } from '../security/password';

const DAY = 24 * 60 * 60 * 1000;

interface SeedContext {
  passwords: PasswordHasher;
}

interface Seed {
  name: string;
  demoOnly: boolean;
  load(tx: Tx, context: SeedContext): Promise<void>;
}

const seeds: Seed[] = [
  {
    name: 'payment-channels',
    demoOnly: false,
    load: async (tx) => {
      await tx.insert(paymentChannels).values(initialPaymentChannels);
    },
  },
  {
    name: 'demo-content',
    demoOnly: true,
    load: async (tx) => {
      await tx.insert(brands).values(demoBrands);
      await tx.insert(categories).values(demoCategories.map(({ brandIds: _brandIds, ...category }) => category));
      await tx.insert(categoryBrands).values(demoCategories.flatMap((c) => c.brandIds.map((brandId) => ({ categoryId: c.id, brandId }))));
      await tx.insert(contacts).values(demoContacts);
      await tx.insert(socialMedia).values(demoSocialMedia);
    },
  },
  {
    name: 'demo-catalog',
    demoOnly: true,
    load: (tx) => loadCatalog(tx, { products: demoProducts, donationPlaces: demoDonationPlaces }),
  },
  {
    name: 'demo-promotions',
    demoOnly: true,
    load: async (tx) => {
      await tx.insert(promotions).values(demoPromotions);
    },
  },
  {
    name: 'demo-promo-codes',
    demoOnly: true,
    load: async (tx) => {
      await tx.insert(promoCodes).values(demoPromoCodes);
    },
  },
  {
    name: 'demo-content-items',
    demoOnly: true,
    load: async (tx) => {
      const now = Date.now();
      await tx
        .insert(contentItems)
        .values(demoContentItems.map(({ daysAgo, ...item }) => ({ ...item, publishedAt: item.status === 'published' ? new Date(now - daysAgo * DAY) : null })));
    },
  },
  {
    name: 'demo-member',
    demoOnly: true,
    load: async (tx, { passwords }) => {
      const { password, ...profile } = demoMember;
      const now = Date.now();
      const [member] = await tx
        .insert(members)
        .values({ ...profile, passwordHash: await passwords.hash(password), emailVerifiedAt: new Date(now - 120 * DAY), createdAt: new Date(now - 120 * DAY) })
        .returning({ id: members.id });
      await tx.insert(coinLedger).values(
        demoCoinHistory.map((entry) => ({
          memberId: member!.id,
          coin: entry.coin,
          activity: entry.activity,
          reference: entry.reference,
          createdAt: new Date(now - entry.daysAgo * DAY),
        })),
      );
    },
  },
  {
    name: 'demo-staff',
    demoOnly: true,
    load: async (tx, { passwords }) => {
      const passwordHash = await passwords.hash(demoMember.password);
      await tx.insert(staffAccounts).values(demoStaff.map((person) => ({ ...person, passwordHash })));
    },
  },
  {
    name: 'demo-old-orders',
    demoOnly: true,
    load: async (tx) => {
      await importOldOrders(tx, demoOldOrders);
    },
  },
  {
    // bank transfers are offered only with the shop's account (decision 0060)
    name: 'demo-transfer-account',
    demoOnly: true,
    load: async (tx) => {
      await tx.insert(transferAccount).values(demoTransferAccount).onConflictDoNothing();
    },
  },
  {
    // The demo's pictures were SVG drawings until decision 0056 made them WebP: a database that got
    // the demo before then names them by their old keys.
    name: 'demo-images-as-webp',
    demoOnly: true,
    load: async (tx) => {
      const demoSvg = String.raw`^(/images/)?(product|donation|category|banner)/[^/]+\.svg$`;
      const renamed = (key: string) => `case when ${key} ~ '${demoSvg}' then regexp_replace(${key}, '\\.svg$', '.webp') else ${key} end`;
      const columns: Array<[table: string, column: string]> = [
        ['categories', 'image_key'],
        ['product_skus', 'image_key'],
        ['order_lines', 'image_key'],
        ['donation_places', 'image_key'],
        ['content_items', 'cover_image'],
      ];
      for (const [table, column] of columns) {
        await tx.execute(sql.raw(`update ${table} set ${column} = ${renamed(column)} where ${column} ~ '${demoSvg}'`));
      }
      await tx.execute(
        sql.raw(`update products set image_keys = (
          select jsonb_agg(${renamed('key')} order by place) from jsonb_array_elements_text(image_keys) with ordinality as keys(key, place))
        where image_keys::text ~ '\\.svg"'`),
      );
    },
  },
];

/**
 * Loads each seed once per database. The seed's row in seed_runs is written in the same
 * transaction as its data, so a restart, or a second instance starting at the same time, loads nothing twice.
 */
export async function runSeeds(db: Db, options: { demoData: boolean } & SeedContext): Promise<string[]> {
  const loaded: string[] = [];
  for (const seed of seeds) {
    if (seed.demoOnly && !options.demoData) continue;
    await db.transaction(async (tx) => {
      const claimed = await tx.insert(seedRuns).values({ name: seed.name }).onConflictDoNothing().returning();
      if (claimed.length === 0) return;
      await seed.load(tx, options);
      loaded.push(seed.name);
    });
  }
  return loaded;
}
