import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { CuratedList } from './catalog-types';
import { demoBrands } from './brands';
import { demoCategories } from './categories';
import { demoDonationPlaces } from './donation-places';
import { demoProducts } from './products';

const apiDir = (relative: string) => fileURLToPath(new URL(`../../../${relative}`, import.meta.url));

/** The address files have no quoted fields, so splitting on commas is exact. */
function readCsv(name: string): Map<string, Record<string, string>> {
  const [header, ...lines] = readFileSync(apiDir(`data/thai-address/${name}`), 'utf8')
    .trim()
    .split(/\r?\n/);
  const columns = header!.split(',');
  return new Map(
    lines.map((line) => {
      const cells = line.split(',');
      const row = Object.fromEntries(columns.map((c, i) => [c, cells[i] ?? '']));
      return [row.id!, row];
    }),
  );
}

const DONATION_CATEGORY = 900002075;
const skus = demoProducts.flatMap((product) => product.skus.map((sku) => ({ product, sku })));
const inList = (list: CuratedList) => demoProducts.filter((p) => p.lists.includes(list));
const isDonation = (categoryId: number) => categoryId === DONATION_CATEGORY;

describe('demo catalogue', () => {
  it('has at least 150 products across every pet and the donation category', () => {
    expect(demoProducts.length).toBeGreaterThanOrEqual(150);
    const perCategory = (id: number) => demoProducts.filter((p) => p.categoryId === id).length;
    expect(perCategory(900000880)).toBeGreaterThanOrEqual(40);
    expect(perCategory(900000881)).toBeGreaterThanOrEqual(40);
    expect(perCategory(900000882)).toBeGreaterThanOrEqual(15);
    expect(perCategory(900000883)).toBeGreaterThanOrEqual(12);
    expect(perCategory(900000884)).toBeGreaterThanOrEqual(12);
    expect(perCategory(DONATION_CATEGORY)).toBeGreaterThanOrEqual(10);
    for (const kind of ['food', 'treat', 'toy', 'care', 'accessory', 'litter', 'aquarium', 'health'] as const) {
      expect(
        demoProducts.some((p) => p.kind === kind),
        kind,
      ).toBe(true);
    }
    for (const stage of ['baby', 'adult', 'senior', 'all-ages'] as const) {
      expect(
        demoProducts.some((p) => p.lifeStage === stage),
        stage,
      ).toBe(true);
    }
  });

  it('uses unique ids in their ranges and unique SKU codes', () => {
    const productIds = demoProducts.map((p) => p.id);
    const skuIds = skus.map(({ sku }) => sku.id);
    const placeIds = demoDonationPlaces.map((p) => p.id);
    const codes = skus.map(({ sku }) => sku.skuCode);
    expect(new Set(productIds).size).toBe(productIds.length);
    expect(new Set(skuIds).size).toBe(skuIds.length);
    expect(new Set(placeIds).size).toBe(placeIds.length);
    expect(new Set(codes).size).toBe(codes.length);
    for (const id of productIds) expect(id).toBeGreaterThanOrEqual(920000001);
    for (const id of productIds) expect(id).toBeLessThan(930000000);
    for (const id of skuIds) expect(id).toBeGreaterThanOrEqual(930000001);
    for (const id of skuIds) expect(id).toBeLessThan(940000000);
    for (const id of placeIds) expect(id).toBeGreaterThanOrEqual(940000001);
    for (const code of codes) expect(code).toMatch(/^[A-Z0-9][A-Z0-9.-]*$/);
  });

  it('links every product to an existing brand that its category carries, for the right pet', () => {
    const brandIds = new Set(demoBrands.map((b) => b.id));
    for (const p of demoProducts) {
      const category = demoCategories.find((c) => c.id === p.categoryId);
      expect(brandIds.has(p.brandId), `${p.id} brand`).toBe(true);
      expect(category, `${p.id} category`).toBeDefined();
      expect(category!.brandIds, `${p.id} brand ${p.brandId} not in category ${p.categoryId}`).toContain(p.brandId);
      if (isDonation(p.categoryId)) {
        expect(['dog', 'cat'], `${p.id} donation pet`).toContain(p.petType);
      } else {
        expect(p.petType, `${p.id} pet`).toBe(category!.petType);
      }
    }
  });

  it('has bilingual names and descriptions', () => {
    for (const p of demoProducts) {
      expect(p.nameTh).toMatch(/[\u0E00-\u0E7F]/);
      expect(p.nameEn).toMatch(/^[\x20-\x7E]+$/);
      expect(p.descriptionTh).toMatch(/[\u0E00-\u0E7F]/);
      const sentences = p.descriptionEn.split(/(?<=[.!?])\s+(?=[A-Z])/).length;
      expect(sentences, `${p.id} English description`).toBeGreaterThanOrEqual(2);
      expect(sentences, `${p.id} English description`).toBeLessThanOrEqual(4);
    }
  });

  it('prices every SKU consistently', () => {
    for (const { product, sku } of skus) {
      const where = `${product.id}/${sku.skuCode}`;
      expect(Number.isInteger(sku.priceSatang) && sku.priceSatang > 0, where).toBe(true);
      expect(sku.minSellPriceSatang, where).toBeLessThanOrEqual(sku.priceSatang);
      expect(sku.minSellPriceSatang, where).toBeGreaterThan(0);
      expect(sku.stock, where).toBeGreaterThanOrEqual(0);
      if (sku.specialPriceSatang === null) {
        expect(sku.specialDays, where).toBeNull();
      } else {
        expect(sku.specialPriceSatang, where).toBeLessThan(sku.priceSatang);
        // 10-30 % off
        expect(sku.specialPriceSatang * 10, where).toBeLessThanOrEqual(sku.priceSatang * 9);
        expect(sku.specialPriceSatang * 10, where).toBeGreaterThanOrEqual(sku.priceSatang * 7);
        expect(sku.minSellPriceSatang, where).toBeLessThanOrEqual(sku.specialPriceSatang);
        expect(sku.specialDays, where).toBeGreaterThanOrEqual(7);
        expect(sku.specialDays, where).toBeLessThanOrEqual(60);
      }
    }
  });

  it('names the variants of multi-SKU products and leaves single SKUs unnamed', () => {
    for (const p of demoProducts) {
      expect(p.skus.length, `${p.id}`).toBeGreaterThanOrEqual(1);
      if (p.skus.length === 1) {
        expect(p.skus[0]!.choiceNameTh, `${p.id}`).toBeNull();
        expect(p.skus[0]!.choiceNameEn, `${p.id}`).toBeNull();
        continue;
      }
      const th = p.skus.map((s) => s.choiceNameTh);
      const en = p.skus.map((s) => s.choiceNameEn);
      for (const name of [...th, ...en]) expect(name?.trim(), `${p.id}`).toBeTruthy();
      expect(new Set(th).size, `${p.id} Thai choices`).toBe(th.length);
      expect(new Set(en).size, `${p.id} English choices`).toBe(en.length);
    }
    const multi = demoProducts.filter((p) => p.skus.length > 1).length;
    expect(multi / demoProducts.length).toBeGreaterThan(0.35);
    expect(multi / demoProducts.length).toBeLessThan(0.65);
  });

  it('has an image file for every image key', () => {
    const keys = [
      ...demoProducts.flatMap((p) => p.imageKeys),
      ...skus.flatMap(({ sku }) => (sku.imageKey ? [sku.imageKey] : [])),
      ...demoDonationPlaces.map((p) => p.imageKey),
    ];
    for (const p of demoProducts) {
      expect(p.imageKeys.length, `${p.id}`).toBeGreaterThanOrEqual(1);
      expect(p.imageKeys.length, `${p.id}`).toBeLessThanOrEqual(3);
    }
    for (const key of keys) {
      expect(key).toMatch(/^(product|donation)\/[a-z0-9.-]+\.webp$/);
      expect(existsSync(apiDir(`assets/images/${key}`)), key).toBe(true);
    }
  });

  it('gives donation products 2-5 existing places and other products none', () => {
    const placeIds = new Set(demoDonationPlaces.map((p) => p.id));
    for (const p of demoProducts) {
      if (!isDonation(p.categoryId)) {
        expect(p.donationPlaceIds, `${p.id}`).toEqual([]);
        continue;
      }
      expect(p.donationPlaceIds.length, `${p.id}`).toBeGreaterThanOrEqual(2);
      expect(p.donationPlaceIds.length, `${p.id}`).toBeLessThanOrEqual(5);
      expect(new Set(p.donationPlaceIds).size, `${p.id}`).toBe(p.donationPlaceIds.length);
      for (const id of p.donationPlaceIds) expect(placeIds.has(id), `${p.id} place ${id}`).toBe(true);
    }
  });

  it('keeps per-product settings in range', () => {
    for (const p of demoProducts) {
      expect(p.coinsPer100Baht, `${p.id}`).toBeGreaterThanOrEqual(1);
      expect(p.coinsPer100Baht, `${p.id}`).toBeLessThanOrEqual(5);
      expect(p.addedDaysAgo, `${p.id}`).toBeGreaterThanOrEqual(1);
      expect(p.addedDaysAgo, `${p.id}`).toBeLessThanOrEqual(400);
      expect(new Set(p.lists).size, `${p.id}`).toBe(p.lists.length);
      if (p.lists.includes('flash-sale')) {
        expect(p.flashSaleHours, `${p.id}`).toBeGreaterThanOrEqual(6);
        expect(p.flashSaleHours, `${p.id}`).toBeLessThanOrEqual(72);
      } else {
        expect(p.flashSaleHours, `${p.id}`).toBeNull();
      }
      if (p.lists.includes('new-product')) expect(p.addedDaysAgo, `${p.id}`).toBeLessThanOrEqual(30);
      if (p.lists.includes('free')) for (const s of p.skus) expect(s.priceSatang, `${p.id}`).toBeLessThanOrEqual(1900);
      if (p.displayStatus === 'inactive') expect(p.lists, `${p.id}`).toEqual([]);
    }
  });

  it('runs one flash sale: its products end at the same moment, as the home page, /promotion and each product page say (issue 38)', () => {
    const hours = new Set(demoProducts.filter((p) => p.lists.includes('flash-sale')).map((p) => p.flashSaleHours));
    expect([...hours]).toHaveLength(1);
  });

  it('covers every state the shop shows, at least as often as the demo needs', () => {
    const outOfStock = skus.filter(({ sku }) => sku.stock === 0);
    expect(outOfStock.length).toBeGreaterThanOrEqual(10);
    expect(demoProducts.some((p) => p.skus.length > 1 && p.skus.every((s) => s.stock === 0))).toBe(true);
    expect(demoProducts.filter((p) => p.displayStatus === 'inactive').length).toBeGreaterThanOrEqual(5);
    expect(skus.filter(({ sku }) => sku.displayStatus === 'inactive').length).toBeGreaterThanOrEqual(2);
    expect(demoProducts.filter((p) => p.skus.some((s) => s.specialPriceSatang !== null)).length).toBeGreaterThanOrEqual(25);
    expect(inList('clearance').length).toBeGreaterThanOrEqual(8);
    expect(inList('flash-sale').length).toBeGreaterThanOrEqual(8);
    expect(inList('recommend').length).toBeGreaterThanOrEqual(15);
    expect(inList('new-product').length).toBeGreaterThanOrEqual(15);
    expect(inList('free').length).toBeGreaterThanOrEqual(4);
    // the free-gift list holds the gift packs (decision 0021): given with promotions, never sold on
    // their own; every other SKU is sold
    for (const p of demoProducts) {
      const gift = p.lists.includes('free');
      expect(gift, `${p.id}`).toBe(/\(Free Gift\)$/.test(p.nameEn));
      expect(gift, `${p.id}`).toBe(p.nameTh.endsWith('(ของแถม)'));
      for (const s of p.skus) expect(s.soldSeparately ?? true, s.skuCode).toBe(!gift);
    }
    const rewards = skus.filter(({ sku }) => sku.coinReward !== null);
    expect(rewards.length).toBeGreaterThanOrEqual(10);
    for (const { product, sku } of rewards) {
      expect(sku.coinReward, sku.skuCode).toBeGreaterThanOrEqual(50);
      expect(sku.coinReward, sku.skuCode).toBeLessThanOrEqual(400);
      expect(product.displayStatus, sku.skuCode).toBe('active');
      expect(sku.displayStatus, sku.skuCode).toBe('active');
    }
    // one reward is sold out, as the coin page and the cart's carousel must show
    expect(rewards.filter(({ sku }) => sku.stock === 0).map(({ sku }) => sku.skuCode)).toEqual(['HIK-BETTA-5G']);
  });
});

describe('demo donation places', () => {
  const provinces = readCsv('provinces.csv');
  const districts = readCsv('districts.csv');
  const subDistricts = readCsv('sub_districts.csv');

  it('has 5-7 places, all active but one', () => {
    expect(demoDonationPlaces.length).toBeGreaterThanOrEqual(5);
    expect(demoDonationPlaces.length).toBeLessThanOrEqual(7);
    expect(demoDonationPlaces.filter((p) => p.status === 'inactive')).toHaveLength(1);
  });

  it('uses real address ids that belong to each other and the sub-district postal code', () => {
    for (const place of demoDonationPlaces) {
      const subDistrict = subDistricts.get(String(place.subDistrictId));
      const district = districts.get(String(place.districtId));
      expect(provinces.has(String(place.provinceId)), `${place.id} province`).toBe(true);
      expect(district?.province_id, `${place.id} district`).toBe(String(place.provinceId));
      expect(subDistrict?.district_id, `${place.id} sub-district`).toBe(String(place.districtId));
      expect(place.postelCode, `${place.id} postal code`).toBe(subDistrict?.zip_code);
    }
  });

  it('describes each place in both languages with a receiver and phone number', () => {
    for (const place of demoDonationPlaces) {
      expect(place.nameTh).toMatch(/[\u0E00-\u0E7F]/);
      expect(place.descriptionTh).toMatch(/[\u0E00-\u0E7F]/);
      expect(place.address).toMatch(/[\u0E00-\u0E7F]/);
      expect(place.nameEn.length).toBeGreaterThan(0);
      expect(place.descriptionEn.length).toBeGreaterThan(0);
      expect(place.receiveName.length).toBeGreaterThan(0);
      expect(place.contact).toMatch(/^0\d{1,2}-\d{3}-\d{4}$/);
      expect(place.imageKey).toBe(`donation/${place.id}.webp`);
    }
  });
});
