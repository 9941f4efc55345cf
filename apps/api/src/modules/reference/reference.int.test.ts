import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  // The whole-country walk below makes about a thousand calls.
  server = await startTestServer({ RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(() => server.close());

describe('GET /api/v1/address/provinces', () => {
  it('lists all 77 provinces with Thai and English names, named in Thai by default', async () => {
    const res = await server.request('/api/v1/address/provinces');
    expect(res.status).toBe(200);
    expect(res.body.responseCode).toBe('200');
    expect(res.body.result).toHaveLength(77);
    const bangkok = res.body.result.find((p: { id: number }) => p.id === 1);
    expect(bangkok).toEqual({ id: 1, nameTh: 'กรุงเทพมหานคร', nameEn: 'Bangkok', name: 'กรุงเทพมหานคร' });
  });

  it('names and sorts provinces in English when asked', async () => {
    const res = await server.request('/api/v1/address/provinces', { lang: 'en' });
    const names = res.body.result.map((p: { name: string }) => p.name);
    expect(names[0]).toBe('Amnat Charoen');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('lets browsers cache the answer per language', async () => {
    const res = await server.request('/api/v1/address/provinces');
    expect(res.headers.get('cache-control')).toContain('max-age');
    expect(res.headers.get('vary')).toMatch(/lang/i);
  });
});

describe('GET /api/v1/address/provinces/{id}', () => {
  it('gives Bangkok with its 50 khet, worded khet/khwaeng in Thai', async () => {
    const res = await server.request('/api/v1/address/provinces/1');
    expect(res.status).toBe(200);
    const bangkok = res.body.result;
    expect(bangkok).toMatchObject({ id: 1, name: 'กรุงเทพมหานคร', districtTerm: 'เขต', subDistrictTerm: 'แขวง' });
    expect(bangkok.districts).toHaveLength(50);
    expect(bangkok.districts[0]).toEqual(expect.objectContaining({ id: expect.any(Number), nameTh: expect.stringMatching(/^เขต/), provinceId: 1 }));
  });

  it('uses amphoe/tambon outside Bangkok and District/Sub-district in English', async () => {
    const chiangMai = (await server.request('/api/v1/address/provinces/38')).body.result;
    expect(chiangMai).toMatchObject({ nameEn: 'Chiang Mai', districtTerm: 'อำเภอ', subDistrictTerm: 'ตำบล' });
    const english = (await server.request('/api/v1/address/provinces/1', { lang: 'en' })).body.result;
    expect(english).toMatchObject({ name: 'Bangkok', districtTerm: 'District', subDistrictTerm: 'Sub-district' });
    expect(english.districts.map((d: { name: string }) => d.name)).toContain('Khet Phra Nakhon');
  });

  it('answers 404 for an unknown province and 400 for an id that is not a number', async () => {
    const missing = await server.request('/api/v1/address/provinces/999', { lang: 'en' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ responseCode: '404', errorMessage: 'The requested item could not be found.', result: null });
    const bad = await server.request('/api/v1/address/provinces/one');
    expect(bad.status).toBe(400);
    expect(bad.body.errorMessage).toEqual([{ id: expect.any(String) }]);
    expect((await server.request('/api/v1/address/provinces/-1')).status).toBe(400);
  });
});

describe('GET /api/v1/address/districts/{id}', () => {
  it('gives Khet Phra Nakhon with its 12 khwaeng and their postal codes', async () => {
    const res = await server.request('/api/v1/address/districts/1001');
    expect(res.status).toBe(200);
    const district = res.body.result;
    expect(district).toMatchObject({ id: 1001, nameTh: 'เขตพระนคร', provinceId: 1, districtTerm: 'เขต', subDistrictTerm: 'แขวง' });
    expect(district.subDistricts).toHaveLength(12);
    expect(district.subDistricts).toContainEqual({
      id: 100101,
      nameTh: 'พระบรมมหาราชวัง',
      nameEn: 'Phra Borom Maha Ratchawang',
      name: 'พระบรมมหาราชวัง',
      districtId: 1001,
      postelCode: '10200',
    });
  });

  it('answers 404 for an unknown district, including the left-out pseudo-districts', async () => {
    expect((await server.request('/api/v1/address/districts/7074')).status).toBe(404);
    expect((await server.request('/api/v1/address/districts/123456')).status).toBe(404);
  });

  it('covers the whole country: 927 districts and 7,451 sub-districts, each with a 5-digit postal code', async () => {
    const provinces = (await server.request('/api/v1/address/provinces')).body.result as { id: number }[];
    const districtIds: number[] = [];
    for (const p of provinces) {
      const detail = (await server.request(`/api/v1/address/provinces/${p.id}`)).body.result;
      districtIds.push(...detail.districts.map((d: { id: number }) => d.id));
    }
    expect(districtIds).toHaveLength(927);
    let subDistricts = 0;
    for (const id of districtIds) {
      const detail = (await server.request(`/api/v1/address/districts/${id}`, { lang: 'en' })).body.result;
      for (const s of detail.subDistricts) expect(s.postelCode).toMatch(/^\d{5}$/);
      subDistricts += detail.subDistricts.length;
    }
    expect(subDistricts).toBe(7451);
  });
});
