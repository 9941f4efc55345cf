import { regionTerms } from '@pawsook/shared/address/region-terms';
import type { Lang } from '@pawsook/shared/i18n/translate';
import type { DistrictDetail, Province, ProvinceDetail } from '@pawsook/shared/schemas/reference';
import type { Db } from '../../db/database';
import { notFound } from '../../http/app-error';
import { districts, provinces, subDistricts } from './reference.tables';

interface Region {
  id: number;
  nameTh: string;
  nameEn: string;
}
interface RegionTree {
  provinces: Region[];
  provinceById: Map<number, Region>;
  districtsByProvince: Map<number, (Region & { provinceId: number })[]>;
  districtById: Map<number, Region & { provinceId: number }>;
  subDistrictsByDistrict: Map<number, (Region & { districtId: number; postalCode: string })[]>;
}

const collators: Record<Lang, Intl.Collator> = { th: new Intl.Collator('th'), en: new Intl.Collator('en') };

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/**
 * Thai provinces, districts and sub-districts. The data only changes with a migration, so it is
 * read once per process and answered from memory.
 */
export function createReferenceService(db: Db) {
  let tree: Promise<RegionTree> | undefined;

  async function loadTree(): Promise<RegionTree> {
    const [provinceRows, districtRows, subDistrictRows] = await Promise.all([
      db.select().from(provinces),
      db.select().from(districts),
      db.select().from(subDistricts),
    ]);
    return {
      provinces: provinceRows,
      provinceById: new Map(provinceRows.map((p) => [p.id, p])),
      districtsByProvince: groupBy(districtRows, (d) => d.provinceId),
      districtById: new Map(districtRows.map((d) => [d.id, d])),
      subDistrictsByDistrict: groupBy(subDistrictRows, (s) => s.districtId),
    };
  }

  function regionTree(): Promise<RegionTree> {
    tree ??= loadTree().catch((error: unknown) => {
      tree = undefined;
      throw error;
    });
    return tree;
  }

  const named = <T extends Region>(region: T, lang: Lang) => ({
    ...region,
    name: lang === 'en' ? region.nameEn : region.nameTh,
  });
  const byName = (lang: Lang) => (a: { name: string }, b: { name: string }) => collators[lang].compare(a.name, b.name);

  /**
   * Answers worked out once per process: the regions only change with a migration. Failures (an
   * unknown id) are not kept, so the memo holds at most every region in both languages.
   */
  const answers = new Map<string, Promise<unknown>>();
  function once<T>(key: string, compute: () => Promise<T>): Promise<T> {
    let answer = answers.get(key) as Promise<T> | undefined;
    if (!answer) {
      answer = compute();
      answers.set(key, answer);
      answer.catch(() => answers.delete(key));
    }
    return answer;
  }

  async function provinceDetail(id: number, lang: Lang): Promise<ProvinceDetail> {
    const t = await regionTree();
    const province = t.provinceById.get(id);
    if (!province) throw notFound();
    const terms = regionTerms(id, lang);
    return {
      ...named(province, lang),
      districtTerm: terms.district,
      subDistrictTerm: terms.subDistrict,
      districts: (t.districtsByProvince.get(id) ?? []).map((d) => named(d, lang)).sort(byName(lang)),
    };
  }

  async function districtDetail(id: number, lang: Lang): Promise<DistrictDetail> {
    const t = await regionTree();
    const district = t.districtById.get(id);
    if (!district) throw notFound();
    const terms = regionTerms(district.provinceId, lang);
    return {
      ...named(district, lang),
      districtTerm: terms.district,
      subDistrictTerm: terms.subDistrict,
      subDistricts: (t.subDistrictsByDistrict.get(id) ?? []).map(({ postalCode, ...s }) => ({ ...named(s, lang), postelCode: postalCode })).sort(byName(lang)),
    };
  }

  return {
    /**
     * Whether province, district, sub-district and postal code belong together; the first
     * problem as a field and message key, or null.
     */
    async checkRegion(r: { province: number; district: number; subDistrict: number; postelCode: string }) {
      const t = await regionTree();
      if (!t.provinceById.has(r.province)) return { field: 'province', key: 'address.unknownRegion' } as const;
      const district = t.districtById.get(r.district);
      if (!district) return { field: 'district', key: 'address.unknownRegion' } as const;
      if (district.provinceId !== r.province) return { field: 'district', key: 'address.districtMismatch' } as const;
      const candidates = t.subDistrictsByDistrict.get(r.district) ?? [];
      const subDistrict = candidates.find((s) => s.id === r.subDistrict);
      if (!subDistrict) {
        const elsewhere = [...t.subDistrictsByDistrict.values()].some((list) => list.some((s) => s.id === r.subDistrict));
        return { field: 'subDistrict', key: elsewhere ? 'address.subDistrictMismatch' : 'address.unknownRegion' } as const;
      }
      if (subDistrict.postalCode !== r.postelCode) return { field: 'postelCode', key: 'address.postalCodeMismatch' } as const;
      return null;
    },

    /** Names of a province, district and sub-district in one language (for addresses shown to shoppers). */
    /** Reads the region tree now if it is not yet in memory (it is read once, on first use). */
    async loadRegions(): Promise<void> {
      await regionTree();
    },

    async regionNames(ids: { provinceId: number; districtId: number; subDistrictId: number }, lang: Lang) {
      const t = await regionTree();
      const pick = (r: Region | undefined) => (r ? (lang === 'en' ? r.nameEn : r.nameTh) : '');
      const subDistrict = (t.subDistrictsByDistrict.get(ids.districtId) ?? []).find((s) => s.id === ids.subDistrictId);
      return {
        province: pick(t.provinceById.get(ids.provinceId)),
        district: pick(t.districtById.get(ids.districtId)),
        subDistrict: pick(subDistrict),
      };
    },

    listProvinces(lang: Lang): Promise<Province[]> {
      return once(`provinces ${lang}`, async () => {
        const { provinces: all } = await regionTree();
        return all.map((p) => named(p, lang)).sort(byName(lang));
      });
    },

    getProvince(id: number, lang: Lang): Promise<ProvinceDetail> {
      return once(`province ${id} ${lang}`, () => provinceDetail(id, lang));
    },

    getDistrict(id: number, lang: Lang): Promise<DistrictDetail> {
      return once(`district ${id} ${lang}`, () => districtDetail(id, lang));
    },
  };
}

export type ReferenceService = ReturnType<typeof createReferenceService>;
