import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';

const STAFF_TOKEN = 'staff-token-for-seller-details-0123456789';
const staff = { authorization: `Bearer ${STAFF_TOKEN}` };
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ DEMO_DATA: 'false', STAFF_API_TOKEN: STAFF_TOKEN });
});
afterAll(() => server.close());

const get = () => server.request('/api/v1/staff/seller-details', { headers: staff });
const put = (json: unknown, lang: 'th' | 'en' = 'en') => server.request('/api/v1/staff/seller-details', { method: 'PUT', headers: staff, json, lang });
const DETAILS = {
  nameTh: 'บริษัท พอสุข จำกัด',
  nameEn: 'Pawsook Co., Ltd.',
  address: '99/9 ถนนสุขุมวิท\nแขวงคลองเตยเหนือ เขตวัฒนา กรุงเทพฯ 10110',
  taxId: '0994000617721',
  branchNo: null,
  vatRateBasisPoints: 700,
};

describe('the seller details of tax documents', () => {
  it('are null until staff set them, then what was set, audited', async () => {
    const before = await get();
    expect(before.status, before.text).toBe(200);
    expect(before.body.result).toBeNull();

    const saved = await put({ ...DETAILS, taxId: '0-9940-00617-72-1', address: '  99/9 ถนนสุขุมวิท \r\n\r\nแขวงคลองเตยเหนือ เขตวัฒนา กรุงเทพฯ 10110 ' });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.result).toEqual(DETAILS);
    expect((await get()).body.result).toEqual(DETAILS);

    const branch = await put({ ...DETAILS, branchNo: '00002' });
    expect(branch.body.result.branchNo).toBe('00002');
    const audit = await server.request('/api/v1/staff/audit-log?action=settings.manage:seller-details', { headers: staff });
    const entries = audit.body.result.entries as { before: { branchNo: string | null } | null; after: { branchNo: string | null } }[];
    expect(entries.map((e) => [e.before === null ? 'none' : e.before.branchNo, e.after.branchNo])).toEqual([
      [null, '00002'],
      ['none', null],
    ]);
  });

  it('refuse a wrong tax id, branch or rate in the caller’s language, and change nothing', async () => {
    const before = (await get()).body.result;
    const wrongTaxId = await put({ ...DETAILS, taxId: '0994000617722' }, 'th');
    expect(wrongTaxId.status).toBe(400);
    expect(wrongTaxId.body.errorMessage).toEqual([{ taxId: 'กรุณากรอกเลขประจำตัวผู้เสียภาษี 13 หลักให้ถูกต้อง' }]);
    const wrongBranch = await put({ ...DETAILS, branchNo: '12' });
    expect(wrongBranch.body.errorMessage).toEqual([{ branchNo: 'A branch number is 5 digits (leave it empty for the head office).' }]);
    expect((await put({ ...DETAILS, vatRateBasisPoints: 7.5 })).status).toBe(400);
    expect((await put({ ...DETAILS, address: ' \n ' })).status).toBe(400);
    expect((await put({ ...DETAILS, nameEn: '' })).status).toBe(400);
    expect((await get()).body.result).toEqual(before);
  });

  it('five staff saving at once: each audit entry starts from what the one before it left', async () => {
    const branches = ['00011', '00012', '00013', '00014', '00015'];
    const answers = await Promise.all(branches.map((branchNo) => put({ ...DETAILS, branchNo })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const log = await server.request('/api/v1/staff/audit-log?action=settings.manage:seller-details&limit=5', { headers: staff });
    const chain = (log.body.result.entries as { id: number; before: { branchNo: string | null }; after: { branchNo: string | null } }[]).sort(
      (a, b) => a.id - b.id,
    );
    for (let i = 1; i < chain.length; i++) expect(chain[i]!.before.branchNo).toBe(chain[i - 1]!.after.branchNo);
    expect((await get()).body.result.branchNo).toBe(chain.at(-1)!.after.branchNo);
  });

  it('are for staff who manage settings only', async () => {
    expect((await server.request('/api/v1/staff/seller-details')).status).toBe(401);
  });
});
