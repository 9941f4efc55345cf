import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/members-fixture';
import { startTestServer, type TestServer } from '../../../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ DEMO_DATA: 'false', SIGNIN_ATTEMPTS_PER_MINUTE: '1000', RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(() => server.close());

/** Bang Rak, Bangkok: Si Lom, 10500 */
const bangkok = { province: 1, district: 1004, subDistrict: 100402, postelCode: '10500' };
const shipping = (overrides: Record<string, unknown> = {}) => ({
  name: 'สมหญิง',
  surname: 'ใจดี',
  address: '123/4 ซอยสีลม 9 ถนนสีลม',
  ...bangkok,
  phone: '0812345678',
  isDefault: false,
  ...overrides,
});
const receipt = (overrides: Record<string, unknown> = {}) => ({ ...shipping(), companyName: 'บริษัท ตัวอย่าง จำกัด', taxPayerId: '0994000617721', ...overrides });

describe('shipping address book', () => {
  it('makes the first address the default, lists default first then newest, with region names in the request language', async () => {
    const m = await signedInMember(server);
    const first = await server.request('/api/v1/member-addresses', { method: 'POST', headers: m.auth, json: shipping({ name: 'First' }) });
    expect(first.status, first.text).toBe(200);
    expect(first.body.result).toMatchObject({ isDefault: true, provinceDesc: 'กรุงเทพมหานคร', districtDesc: 'เขตบางรัก', postelCode: '10500' });
    await server.request('/api/v1/member-addresses', { method: 'POST', headers: m.auth, json: shipping({ name: 'Second' }) });
    await server.request('/api/v1/member-addresses', { method: 'POST', headers: m.auth, json: shipping({ name: 'Third' }) });
    const list = await server.request('/api/v1/member-addresses', { headers: m.auth, lang: 'en' });
    expect(list.body.result.map((a: { name: string }) => a.name)).toEqual(['First', 'Third', 'Second']);
    expect(list.body.result[0]).toMatchObject({
      memberId: m.id,
      province: 1,
      provinceId: 1,
      provinceDesc: 'Bangkok',
      districtDesc: 'Khet Bang Rak',
      subDistrict: 100402,
      subDistrictDesc: 'Si Lom',
      isDefault: true,
      createDate: expect.any(String),
      updateDate: expect.any(String),
    });
  });

  it('keeps exactly one default: setting another unsets the old one, and the default cannot be deleted', async () => {
    const m = await signedInMember(server);
    const a = (await server.request('/api/v1/member-addresses', { method: 'POST', headers: m.auth, json: shipping({ name: 'Aaa' }) })).body.result;
    const b = (await server.request('/api/v1/member-addresses', { method: 'POST', headers: m.auth, json: shipping({ name: 'Bbb', isDefault: true }) })).body
      .result;
    expect(b.isDefault).toBe(true);
    let list = (await server.request('/api/v1/member-addresses', { headers: m.auth })).body.result;
    expect(list.filter((x: { isDefault: boolean }) => x.isDefault).map((x: { id: number }) => x.id)).toEqual([b.id]);

    const patch = await server.request(`/api/v1/member-addresses/${a.id}`, { method: 'PATCH', headers: m.auth, json: { isDefault: true } });
    expect(patch.status).toBe(200);
    list = (await server.request('/api/v1/member-addresses', { headers: m.auth })).body.result;
    expect(list.map((x: { id: number; isDefault: boolean }) => [x.id, x.isDefault])).toEqual([
      [a.id, true],
      [b.id, false],
    ]);

    const refused = await server.request(`/api/v1/member-addresses/${a.id}`, { method: 'DELETE', headers: m.auth, lang: 'en' });
    expect(refused.status).toBe(400);
    expect(refused.body.errorMessage).toBe('Unable to delete default addresses');
    expect((await server.request(`/api/v1/member-addresses/${b.id}`, { method: 'DELETE', headers: m.auth })).status).toBe(200);
    expect((await server.request('/api/v1/member-addresses', { headers: m.auth })).body.result).toHaveLength(1);
  });

  it('replaces an address with PUT, and the default stays the default', async () => {
    const m = await signedInMember(server);
    const a = (await server.request('/api/v1/member-addresses', { method: 'POST', headers: m.auth, json: shipping() })).body.result;
    const chiangMai = { province: 38, district: 5001, subDistrict: 500101, postelCode: '50200' };
    const res = await server.request(`/api/v1/member-addresses/${a.id}`, {
      method: 'PUT',
      headers: m.auth,
      json: { id: a.id, ...shipping({ name: 'Updated', ...chiangMai, isDefault: false }) },
      lang: 'en',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.result).toMatchObject({ id: a.id, name: 'Updated', provinceDesc: 'Chiang Mai', isDefault: true });
  });

  it('holds five addresses; the check-limit call and the sixth add say so', async () => {
    const m = await signedInMember(server);
    for (let i = 0; i < 5; i++) {
      expect((await server.request('/api/v1/member-addresses/check-limit-address', { headers: m.auth })).status).toBe(200);
      await server.request('/api/v1/member-addresses', { method: 'POST', headers: m.auth, json: shipping() });
    }
    const limit = await server.request('/api/v1/member-addresses/check-limit-address', { headers: m.auth, lang: 'en' });
    expect(limit.status).toBe(400);
    expect(limit.body.errorMessage).toEqual([{ isAddToAccount: 'You can keep up to 5 addresses. Please delete one before adding another.' }]);
    const sixth = await server.request('/api/v1/member-addresses', { method: 'POST', headers: m.auth, json: shipping(), lang: 'th' });
    expect(sixth.status).toBe(400);
    expect(sixth.body.errorMessage).toBe('บันทึกที่อยู่ได้สูงสุด 5 รายการ กรุณาลบที่อยู่เดิมก่อนเพิ่มใหม่');
  });

  it('leaves exactly five after ten parallel adds to an empty book, with one default', async () => {
    const m = await signedInMember(server);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        server.request('/api/v1/member-addresses', { method: 'POST', headers: m.auth, json: shipping({ name: `Parallel`, isDefault: i % 2 === 0 }) }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(results.filter((r) => r.status === 400)).toHaveLength(5);
    const list = (await server.request('/api/v1/member-addresses', { headers: m.auth })).body.result;
    expect(list).toHaveLength(5);
    expect(list.filter((a: { isDefault: boolean }) => a.isDefault)).toHaveLength(1);
  });

  it('never shows or changes another member’s address (404)', async () => {
    const owner = await signedInMember(server);
    const other = await signedInMember(server);
    const a = (await server.request('/api/v1/member-addresses', { method: 'POST', headers: owner.auth, json: shipping() })).body.result;
    expect((await server.request('/api/v1/member-addresses', { headers: other.auth })).body.result).toEqual([]);
    expect((await server.request(`/api/v1/member-addresses/${a.id}`, { method: 'PUT', headers: other.auth, json: shipping() })).status).toBe(404);
    expect((await server.request(`/api/v1/member-addresses/${a.id}`, { method: 'PATCH', headers: other.auth, json: { isDefault: true } })).status).toBe(404);
    expect((await server.request(`/api/v1/member-addresses/${a.id}`, { method: 'DELETE', headers: other.auth })).status).toBe(404);
    // the receipt book is another book: its ids are not shipping ids
    expect((await server.request(`/api/v1/member-address-receipts/${a.id}`, { method: 'DELETE', headers: owner.auth })).status).toBe(404);
    expect((await server.request('/api/v1/member-addresses')).status).toBe(401);
  });
});

describe('address rules', () => {
  it.each([
    ['name', { name: 'Som chai1' }, 'Please use Thai or English letters only.'],
    ['name', { name: '' }, 'Please complete the information'],
    ['name', { name: 'ก'.repeat(101) }, 'No more than 100 characters'],
    ['surname', { surname: '1Smith' }, 'The surname must start with a letter, a hyphen or an underscore.'],
    ['surname', { surname: '-ใจดี' }, null],
    ['address', { address: 'x'.repeat(131) }, 'No more than 130 characters'],
    ['postelCode', { postelCode: '1050' }, 'Please enter a 5-digit postal code.'],
    ['postelCode', { postelCode: '10200' }, 'This postal code does not belong to the chosen sub-district.'],
    ['district', { district: 3801 }, 'This district is not in the chosen province.'],
    ['subDistrict', { subDistrict: 100101 }, 'This sub-district is not in the chosen district.'],
    ['province', { province: 99 }, 'Please choose from the list.'],
    ['phone', { phone: '' }, 'Please complete the information'],
    ['phone', { phone: '1'.repeat(31) }, 'No more than 30 characters'],
    ['phone', { phone: 'call me' }, 'Please enter a phone number (digits, up to 30 characters).'],
  ])('checks %s: %j', async (field, change, message) => {
    const m = await signedInMember(server);
    const res = await server.request('/api/v1/member-addresses', { method: 'POST', headers: m.auth, json: shipping(change), lang: 'en' });
    if (message === null) {
      expect(res.status).toBe(200);
      return;
    }
    expect(res.status).toBe(400);
    expect(res.body.errorMessage).toEqual([{ [field]: message }]);
    expect((await server.request('/api/v1/member-addresses', { headers: m.auth })).body.result).toEqual([]);
  });

  it('speaks Thai by default', async () => {
    const m = await signedInMember(server);
    const res = await server.request('/api/v1/member-addresses', { method: 'POST', headers: m.auth, json: shipping({ postelCode: 'abc' }) });
    expect(res.body.errorMessage).toEqual([{ postelCode: 'กรุณากรอกรหัสไปรษณีย์ 5 หลัก' }]);
  });
});

describe('tax-invoice address book', () => {
  it('keeps company name and a tax id with a valid checksum', async () => {
    const m = await signedInMember(server);
    const ok = await server.request('/api/v1/member-address-receipts', { method: 'POST', headers: m.auth, json: receipt() });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.result).toMatchObject({ taxPayerId: '0994000617721', companyName: 'บริษัท ตัวอย่าง จำกัด', isDefault: true });
    const bad = await server.request('/api/v1/member-address-receipts', {
      method: 'POST',
      headers: m.auth,
      json: receipt({ taxPayerId: '1234545678789', companyName: 'x'.repeat(121) }),
      lang: 'en',
    });
    expect(bad.body.errorMessage).toEqual([{ companyName: 'No more than 120 characters' }, { taxPayerId: 'Please enter a valid 13-digit tax ID.' }]);
    const individual = await server.request('/api/v1/member-address-receipts', { method: 'POST', headers: m.auth, json: receipt({ companyName: '' }) });
    expect(individual.body.result.companyName).toBeNull();
    const list = await server.request('/api/v1/member-address-receipts', { headers: m.auth });
    expect(list.body.result).toHaveLength(2);
    expect((await server.request('/api/v1/member-addresses', { headers: m.auth })).body.result).toEqual([]);
  });

  it('keeps the buyer’s branch for the tax invoice: 5 digits, or empty for the head office', async () => {
    const m = await signedInMember(server);
    const branch = await server.request('/api/v1/member-address-receipts', { method: 'POST', headers: m.auth, json: receipt({ branchNo: ' 00002 ' }) });
    expect(branch.status, branch.text).toBe(200);
    expect(branch.body.result.branchNo).toBe('00002');
    const headOffice = await server.request(`/api/v1/member-address-receipts/${branch.body.result.id}`, {
      method: 'PUT',
      headers: m.auth,
      json: receipt({ branchNo: '' }),
    });
    expect(headOffice.body.result.branchNo).toBeNull();
    const bad = await server.request('/api/v1/member-address-receipts', { method: 'POST', headers: m.auth, json: receipt({ branchNo: '2' }), lang: 'th' });
    expect(bad.status).toBe(400);
    expect(bad.body.errorMessage).toEqual([{ branchNo: 'เลขที่สาขาต้องเป็นตัวเลข 5 หลัก (เว้นว่างไว้หากเป็นสำนักงานใหญ่)' }]);
    expect((await server.request('/api/v1/member-address-receipts', { headers: m.auth })).body.result).toHaveLength(1);
  });

  it('has its own limit check', async () => {
    const m = await signedInMember(server);
    for (let i = 0; i < 5; i++) await server.request('/api/v1/member-address-receipts', { method: 'POST', headers: m.auth, json: receipt() });
    const res = await server.request('/api/v1/member-address-receipts/check-limit-address-receipt', { headers: m.auth });
    expect(res.status).toBe(400);
    expect((await server.request('/api/v1/member-addresses/check-limit-address', { headers: m.auth })).status).toBe(200);
  });
});

describe('order addresses', () => {
  it('keeps the order’s own copy, and adds to the book only when asked', async () => {
    const m = await signedInMember(server);
    const copy = await server.request('/api/v1/order-shipping-address', {
      method: 'POST',
      headers: m.auth,
      json: { ...shipping(), isAddToAccount: false, isDefault: true },
    });
    expect(copy.status, copy.text).toBe(200);
    expect(copy.body.result).toEqual(expect.any(Number));
    expect((await server.request('/api/v1/member-addresses', { headers: m.auth })).body.result).toEqual([]);

    const added = await server.request('/api/v1/order-shipping-address', {
      method: 'POST',
      headers: m.auth,
      json: { ...shipping({ name: 'Kept' }), isAddToAccount: true },
    });
    expect(added.status).toBe(200);
    expect((await server.request('/api/v1/member-addresses', { headers: m.auth })).body.result).toEqual([
      expect.objectContaining({ name: 'Kept', isDefault: true }),
    ]);

    const receiptCopy = await server.request('/api/v1/order-receipt-address', {
      method: 'POST',
      headers: m.auth,
      json: { ...receipt(), isAddToAccount: false },
    });
    expect(receiptCopy.status).toBe(200);
  });

  it('refuses to add past the limit and then saves nothing', async () => {
    const m = await signedInMember(server);
    for (let i = 0; i < 5; i++) await server.request('/api/v1/member-addresses', { method: 'POST', headers: m.auth, json: shipping() });
    const res = await server.request('/api/v1/order-shipping-address', {
      method: 'POST',
      headers: m.auth,
      json: { ...shipping(), isAddToAccount: true },
      lang: 'en',
    });
    expect(res.status).toBe(400);
    expect(res.body.errorMessage).toEqual([{ isAddToAccount: 'You can keep up to 5 addresses. Please delete one before adding another.' }]);
    const bad = await server.request('/api/v1/order-shipping-address', { method: 'POST', headers: m.auth, json: { ...shipping({ district: 3801 }) } });
    expect(bad.status).toBe(400);
  });
});
