import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';

/**
 * Search over HTTP on the demo catalogue (decision 0043): what Thai shoppers type, in both scripts,
 * with typos, words joined and split, brands in Thai and English, and the product each must find.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(() => server.close());

interface Found {
  productId: number;
  productNameEn: string;
  inStock: boolean;
}

async function search(keyword: string, limit = 5): Promise<Found[]> {
  const res = await server.request(`/api/v1/products?${new URLSearchParams({ keyword, limit: String(limit) }).toString()}`, { lang: 'th' });
  expect(res.status).toBe(200);
  return res.body.result;
}

// [what the shopper types, the product it must find in the first five, what it shows]
const queries: [string, number, string][] = [
  ['royal canin indoor', 920000047, 'brand and a word, English'],
  ['royalcanin mini', 920000001, 'brand written as one word'],
  ['รอยัลคานิน เปอร์เซีย', 920000052, 'Thai brand written as one word'],
  ['รอยัล คานิน ลูกแมว', 920000048, 'Thai brand, kitten'],
  ['whiskas', 920000053, 'brand alone'],
  ['วิสกัส ลูกแมว', 920000054, 'Thai brand, kitten'],
  ['whiskes tuna', 920000055, 'brand with a typo'],
  ['wiskas', 920000053, 'brand with a letter left out (not "wis" of twisted and "kas")'],
  ['วิสกัด', 920000053, 'Thai brand with a typo'],
  ['pedigree dentastix', 920000010, 'brand and a product line written as one'],
  ['เพดดีกรี', 920000007, 'Thai brand with a wrong vowel'],
  ['smart heart gold', 920000012, 'brand split in two'],
  ['สมาร์ทฮาร์ท ลูกสุนัข', 920000013, 'Thai brand, puppy'],
  ['meo creamy', 920000059, 'Me-O without its hyphen'],
  ['มีโอ ทรายแมว', 920000084, 'Thai brand and cat litter'],
  ['cat litter', 920000084, 'two English words'],
  ['ทรายแมว', 920000085, 'Thai without spaces'],
  ['cat fod', 920000053, 'a typo in the second word'],
  ['dogfood', 920000007, 'two words written as one'],
  ['อาหารหมา', 920000004, 'colloquial Thai for dog'],
  ['อาหารแมว', 920000053, 'cat food in Thai'],
  ['คอง ของเล่นยาง', 920000029, 'Thai brand and rubber toy'],
  ['tetra betta', 920000096, 'brand and fish'],
  ['อาหารปลากัด', 920000096, 'betta food in Thai'],
  ['hamster whel', 920000141, 'a letter left out'],
  ['hills science diet', 920000016, 'brand without its apostrophe'],
  ['เจอร์ไฮ สติ๊ก', 920000021, 'Thai brand and stick'],
  ['ฟริสกี้', 920000061, 'Thai brand without its last letters'],
  ['shampo dog', 920000036, 'a typo, words in another order'],
  ['dog colar', 920000041, 'a letter left out of collar'],
  ['โปรแพลน ลูกแมว', 920000071, 'Thai product line and kitten'],
];

describe('search on the demo catalogue', () => {
  it.each(queries)('"%s" finds %i in its first five (%s)', async (keyword, productId) => {
    expect((await search(keyword)).map((p) => p.productId)).toContain(productId);
  });

  it('ranks what can be bought first: "dog food" shows dog food in stock, the sold-out donation pouches last', async () => {
    const all = await search('dog food', 100);
    const firstFive = all.slice(0, 5);
    for (const p of firstFive) {
      expect(p.inStock).toBe(true);
      expect(p.productNameEn).toMatch(/dog food/i);
    }
    // nothing in stock after something sold out
    const firstSoldOut = all.findIndex((p) => !p.inStock);
    expect(firstSoldOut).toBeGreaterThan(0);
    expect(all.slice(firstSoldOut).every((p) => !p.inStock)).toBe(true);
    expect(all.map((p) => p.productId)).toContain(920000148);
  });

  it('finds the same for words joined as for words apart, and cat food for "cat fod"', async () => {
    expect((await search('dogfood', 100)).map((p) => p.productId)).toEqual((await search('dog food', 100)).map((p) => p.productId));
    for (const p of await search('cat fod')) expect(p.productNameEn).toMatch(/cat.*food|food.*cat/i);
  });

  it('keeps a sort the shopper chose, and still needs every word', async () => {
    const res = await server.request(`/api/v1/products?keyword=whiskas&sort=price-asc`, { lang: 'th' });
    const prices = res.body.result.map((p: { sellPrice: number }) => p.sellPrice);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
    expect(await search('whiskas kong')).toEqual([]);
  });
});
