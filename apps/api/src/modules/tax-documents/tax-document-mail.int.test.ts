import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ordersFixture } from '../../../test/orders-fixture';
import { PAYMENT_TEST_SKU, startPaymentsShop } from '../../../test/payments-shop';
import { pdfText } from '../../../test/pdf-text';
import { startSmtpCatcher, type SmtpCatcher } from '../../../test/smtp-catcher';
import type { TestServer } from '../../../test/test-server';

const STAFF_TOKEN = 'staff-token-of-the-tax-document-mail-0123456789';
const staff = { authorization: `Bearer ${STAFF_TOKEN}` };
let server: TestServer;
let smtp: SmtpCatcher;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  server = await startPaymentsShop({ SMTP_URL: smtp.url, STAFF_API_TOKEN: STAFF_TOKEN });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const { shopper, orderBody, place } = ordersFixture(() => server, staff);

describe('the mail of a tax invoice', () => {
  it('goes out over SMTP with the invoice’s PDF attached, drawn as the download is', async () => {
    const seller = {
      nameTh: 'บริษัท พอสุข จำกัด',
      nameEn: 'Pawsook Co., Ltd.',
      address: '99/9 ถนนสุขุมวิท',
      taxId: '0994000617721',
      branchNo: null,
      vatRateBasisPoints: 700,
    };
    expect((await server.request('/api/v1/staff/seller-details', { method: 'PUT', headers: staff, json: seller })).status).toBe(200);
    const m = await shopper([{ skuId: PAYMENT_TEST_SKU.id, amount: 1 }]);
    const receipt = {
      name: 'Malee',
      surname: 'Srisuk',
      address: '1 Rama IV',
      province: 1,
      district: 1004,
      subDistrict: 100402,
      postelCode: '10500',
      phone: '0891234567',
    };
    const book = await server.request('/api/v1/member-address-receipts', {
      method: 'POST',
      headers: m.auth,
      json: { ...receipt, taxPayerId: '1234567890121' },
    });
    expect(book.status, book.text).toBe(200);
    const placed = await place(m, await orderBody(m), {}, 'th');
    const { orderId, orderNo, netTotalPrice } = placed.body.result as { orderId: number; orderNo: string; netTotalPrice: number };
    const paid = await server.request(`/api/v1/staff/orders/${orderNo}/payment`, {
      method: 'POST',
      headers: staff,
      json: { amount: netTotalPrice.toFixed(2), reference: `slip-${orderNo}` },
    });
    expect(paid.status, paid.text).toBe(200);

    const asked = await server.request(`/api/v1/orders/web/${orderId}/tax-invoice`, {
      method: 'POST',
      headers: m.auth,
      json: { receiptAddressId: book.body.result.id },
    });
    expect(asked.status, asked.text).toBe(201);
    const number = asked.body.result.number as string;

    const mail = await smtp.waitForMail(m.email, (caught) => caught.subject.includes(number));
    expect(mail.subject).toBe(`ใบกำกับภาษี ${number} สำหรับคำสั่งซื้อ ${orderNo}`);
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([[`${number}.pdf`, 'application/pdf']]);
    const download = await fetch(`${server.url}/api/v1/orders/web/${orderId}/tax-documents/${number}/pdf`, { headers: m.auth });
    expect(Buffer.from(await download.arrayBuffer()).equals(mail.attachments[0]!.content)).toBe(true);
    expect((await pdfText(mail.attachments[0]!.content)).text).toContain(number);
  });
});
