import { describe, expect, it } from 'vitest';
import { filenameFromDisposition } from './file-download';

describe('the name of a downloaded file', () => {
  it('is the quoted name the server gives', () => {
    expect(filenameFromDisposition('attachment; filename="pawsook-orders-2026-11-25.csv"', 'orders.csv')).toBe('pawsook-orders-2026-11-25.csv');
  });

  it('reads an unquoted name and an encoded one, the encoded first', () => {
    expect(filenameFromDisposition('attachment; filename=orders.csv; size=10', 'x.csv')).toBe('orders.csv');
    expect(filenameFromDisposition(`attachment; filename="plain.csv"; filename*=UTF-8''%E0%B8%AA%E0%B8%B1%E0%B9%88%E0%B8%87.csv`, 'x.csv')).toBe('สั่ง.csv');
  });

  it('falls back without a header or a name, and never keeps a path', () => {
    expect(filenameFromDisposition(null, 'orders.csv')).toBe('orders.csv');
    expect(filenameFromDisposition('attachment', 'orders.csv')).toBe('orders.csv');
    expect(filenameFromDisposition('attachment; filename=""', 'orders.csv')).toBe('orders.csv');
    expect(filenameFromDisposition('attachment; filename="../../etc/passwd"', 'orders.csv')).toBe('passwd');
  });
});
