import type { ReferenceService } from '../reference/reference.service';
import type { OrderAddressSource } from './addresses.service';
import type { OrderAddressCopy } from './addresses.types';

/** An address an order copies (from the member's book or a donation place), its regions named from the tree in memory. */
export async function copyAddressForOrder(reference: Pick<ReferenceService, 'regionNames'>, row: OrderAddressSource): Promise<OrderAddressCopy> {
  const [th, en] = await Promise.all([reference.regionNames(row, 'th'), reference.regionNames(row, 'en')]);
  return {
    name: row.name,
    surname: row.surname,
    phone: row.phone,
    address: row.address,
    provinceId: row.provinceId,
    provinceTh: th.province,
    provinceEn: en.province,
    districtId: row.districtId,
    districtTh: th.district,
    districtEn: en.district,
    subDistrictId: row.subDistrictId,
    subDistrictTh: th.subDistrict,
    subDistrictEn: en.subDistrict,
    postelCode: row.postelCode,
    companyName: row.companyName ?? null,
    taxPayerId: row.taxPayerId ?? null,
    branchNo: row.branchNo ?? null,
  };
}
