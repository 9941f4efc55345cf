import { describe, expect, it } from 'vitest';
import { lineOrderMessage } from './line-message-text';

const order = { orderId: 41, orderNo: 'PS2611290001', netTotalSatang: 123_450, carrier: 'Kerry Express', parcelNo: 'KEX123456789' };

describe('order messages on LINE', () => {
  it('tells of a payment in Thai, with a button to the order in Thai', () => {
    const message = lineOrderMessage('paid', order, 'th', 'https://shop.example');
    expect(message.template.text).toBe('ขอบคุณที่สั่งซื้อ เราได้รับชำระเงิน ฿1,234.50 สำหรับคำสั่งซื้อ PS2611290001 แล้ว และจะแจ้งที่นี่เมื่อจัดส่ง');
    expect(message.template.actions).toEqual([
      { type: 'uri', label: 'ดูคำสั่งซื้อ', uri: 'https://shop.example/user/purchase/order/41?orderNo=PS2611290001&lang=th' },
    ]);
    expect(message.altText).toContain('PS2611290001');
  });

  it('names the carrier and parcel of a shipped order, with the tracking page first, in English', () => {
    const message = lineOrderMessage('shipped', order, 'en', 'https://shop.example');
    expect(message.template.text).toBe('Order PS2611290001 is on its way with Kerry Express, parcel number KEX123456789.');
    expect(message.template.actions.map((a) => [a.label, a.uri])).toEqual([
      ['Track parcel', 'https://shop.example/user/purchase/tracking/41?orderNo=PS2611290001&lang=en'],
      ['View order', 'https://shop.example/user/purchase/order/41?orderNo=PS2611290001&lang=en'],
    ]);
  });

  it('names a carrier the shop knows as its tracking page does, in the member’s language', () => {
    expect(lineOrderMessage('shipped', { ...order, carrier: 'flash' }, 'th', 'https://shop.example').template.text).toBe(
      'คำสั่งซื้อ PS2611290001 จัดส่งแล้วทาง แฟลช เอ็กซ์เพรส เลขพัสดุ KEX123456789',
    );
  });

  it('says a parcel is on its way without naming a parcel it does not know', () => {
    expect(lineOrderMessage('shipped', { ...order, carrier: null, parcelNo: null }, 'en', 'https://shop.example').template.text).toBe(
      'Order PS2611290001 is on its way.',
    );
  });

  it('tells of a delivery and a refund, within LINE’s limits', () => {
    expect(lineOrderMessage('delivered', order, 'th', 'https://shop.example').template.text).toBe('คำสั่งซื้อ PS2611290001 ส่งถึงแล้ว ขอบคุณที่ช้อปกับ Pawsook');
    const refund = lineOrderMessage('refunded', order, 'en', 'https://shop.example');
    expect(refund.template.text).toBe('We have refunded ฿1,234.50 for order PS2611290001.');
    for (const event of ['paid', 'shipped', 'delivered', 'refunded'] as const) {
      for (const lang of ['th', 'en'] as const) {
        const message = lineOrderMessage(event, { ...order, carrier: 'C'.repeat(80), parcelNo: 'P'.repeat(80) }, lang, 'https://shop.example');
        expect(message.template.text.length).toBeLessThanOrEqual(160);
        expect(message.altText.length).toBeLessThanOrEqual(400);
        for (const action of message.template.actions) expect(action.label.length).toBeLessThanOrEqual(20);
      }
    }
  });
});
