import { expect, type Page } from '@playwright/test';
import { STAFF_API_TOKEN } from '../../playwright.config';

/** The shop's seller details every journey of this file sets (the same each time: journeys run side by side on one server). */
export const SELLER = {
  nameTh: 'บริษัท พอว์สุข จำกัด',
  nameEn: 'Pawsook Co., Ltd.',
  address: '99 ถนนสุขุมวิท แขวงคลองเตย\nเขตคลองเตย กรุงเทพมหานคร 10110',
  taxId: '0994000617721',
  branchNo: null,
  vatRateBasisPoints: 700,
} as const;

/** A company's tax-invoice address, as step 2 copies it onto the order (Bangkok's first region ids). */
export const COMPANY_RECEIPT = {
  name: 'Malee',
  surname: 'Rakmaew',
  companyName: 'Happy Paws Shelter Co., Ltd.',
  taxPayerId: '0105558000014',
  address: '12 Soi Ratchadamnoen',
  province: 1,
  district: 1001,
  subDistrict: 100101,
  postelCode: '10200',
  phone: '0891234567',
} as const;

/** Sets the seller details through the journeys' staff token, so invoices can be issued. */
export async function setSellerDetails(page: Page): Promise<void> {
  const response = await page.request.put('/api/v1/staff/seller-details', { headers: { Authorization: `Bearer ${STAFF_API_TOKEN}` }, data: SELLER });
  expect(response.status(), await response.text()).toBe(200);
}

/** Cancels a paid order and hands its money back (9 → 10 → 11) through the staff calls. */
export async function refundOrderByApi(page: Page, orderNo: string): Promise<void> {
  const auth = { Authorization: `Bearer ${STAFF_API_TOKEN}` };
  const cancelled = await page.request.patch(`/api/v1/staff/orders/${encodeURIComponent(orderNo)}/status`, { headers: auth, data: { statusId: 9 } });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  const refunded = await page.request.post(`/api/v1/staff/orders/${encodeURIComponent(orderNo)}/refund`, { headers: auth, data: {} });
  expect(refunded.status(), await refunded.text()).toBe(200);
}

/** The texts of the tax-document screens (features/orders, features/staff-tax-documents, features/staff-settings locales). */
export const TAX_TEXT = {
  th: {
    panel: 'ใบกำกับภาษี',
    invoice: 'ใบกำกับภาษี',
    creditNote: 'ใบลดหนี้',
    download: 'ดาวน์โหลด PDF',
    area: 'เอกสารภาษี',
    month: 'เดือน',
    show: 'แสดง',
    csv: 'ดาวน์โหลด CSV',
    orderPanel: 'ใบกำกับภาษีและใบลดหนี้',
    notSet: 'ยังไม่ได้ตั้งข้อมูลผู้ขาย: ยังออกใบกำกับภาษีไม่ได้',
    setThem: 'ตั้งข้อมูลผู้ขาย',
    empty: 'ไม่มีใบกำกับภาษีหรือใบลดหนี้ที่ออกในเดือน',
    issuedIn: 'ฉบับในเดือน',
    request: 'ขอใบกำกับภาษี',
    seller: {
      title: 'ข้อมูลผู้ขายสำหรับใบกำกับภาษี',
      nameTh: 'ชื่อจดทะเบียน (ภาษาไทย)',
      nameEn: 'ชื่อจดทะเบียน (ภาษาอังกฤษ)',
      address: 'ที่อยู่ตามที่จดทะเบียน',
      taxId: 'เลขประจำตัวผู้เสียภาษี',
      vatRate: 'อัตราภาษีมูลค่าเพิ่ม (%)',
      headOffice: 'สำนักงานใหญ่ (Head office)',
      branch: 'สาขา',
      branchNo: 'เลขที่สาขา',
      save: 'บันทึกข้อมูลผู้ขาย',
      saved: 'บันทึกข้อมูลผู้ขายแล้ว',
      badTaxId: 'กรุณากรอกเลขประจำตัวผู้เสียภาษี 13 หลักให้ถูกต้อง',
    },
  },
  en: {
    panel: 'Tax invoice',
    invoice: 'Tax invoice',
    creditNote: 'Credit note',
    download: 'Download PDF',
    area: 'Tax documents',
    month: 'Month',
    show: 'Show',
    csv: 'Download CSV',
    orderPanel: 'Tax invoice and credit notes',
    notSet: 'Seller details are not set: no tax invoice can be issued',
    setThem: 'Set the seller details',
    empty: 'No tax invoice or credit note was issued in',
    issuedIn: 'issued in',
    request: 'Request a tax invoice',
    seller: {
      title: 'Seller details for tax invoices',
      nameTh: 'Registered name (Thai)',
      nameEn: 'Registered name (English)',
      address: 'Registered address',
      taxId: 'Tax ID',
      vatRate: 'VAT rate (%)',
      headOffice: 'Head office (สำนักงานใหญ่)',
      branch: 'Branch',
      branchNo: 'Branch number',
      save: 'Save seller details',
      saved: 'Seller details saved.',
      badTaxId: 'Please enter a valid 13-digit tax ID.',
    },
  },
} as const;
