/** An address as it was when an order was placed, its regions named in both languages: the order never changes with the address book. */
export interface OrderAddressCopy {
  name: string;
  surname: string;
  phone: string;
  address: string;
  provinceId: number;
  provinceTh: string;
  provinceEn: string;
  districtId: number;
  districtTh: string;
  districtEn: string;
  subDistrictId: number;
  subDistrictTh: string;
  subDistrictEn: string;
  postelCode: string;
  companyName?: string | null;
  taxPayerId?: string | null;
  /** the buyer's branch (5 digits) on a receipt address; null or absent: head office */
  branchNo?: string | null;
}
