import type { CategorySeed } from './types';
import { demoBrands } from './brands';

// Brand ids, named here so each category's brand list reads as brands rather than numbers.
const royalCanin = 910000001;
const pedigree = 910000002;
const whiskas = 910000003;
const smartHeart = 910000004;
const meO = 910000005;
const jerhigh = 910000006;
const purinaProPlan = 910000007;
const hillsScienceDiet = 910000008;
const friskies = 910000009;
const kaniva = 910000010;
const bokDok = 910000011;
const sleeky = 910000012;
const regalos = 910000013;
const nekko = 910000014;
const pet8 = 910000015;
const bearing = 910000016;
const tetra = 910000017;
const hikari = 910000018;
const sakura = 910000019;
const okiko = 910000020;
const verseleLaga = 910000021;
const kaytee = 910000022;
const oxbow = 910000023;
const marukan = 910000024;
const catit = 910000025;
const kong = 910000026;
const trixie = 910000027;
const ferplast = 910000028;

// Menu labels are truncated at 15-20 characters, so names stay at 18 characters or fewer.
export const demoCategories: CategorySeed[] = [
  {
    id: 900000879,
    nameTh: 'สินค้าสัตว์เลี้ยง',
    nameEn: 'All pet supplies',
    seoUrlSlug: 'pet-supplies',
    sortOrder: 1,
    kind: 'regular',
    petType: null,
    imageKey: 'category/pet-supplies.webp',
    // Every brand sells ordinary products; none is donation-only.
    brandIds: demoBrands.map((brand) => brand.id),
  },
  {
    id: 900000880,
    nameTh: 'สุนัข',
    nameEn: 'Dogs',
    seoUrlSlug: 'dog',
    sortOrder: 2,
    kind: 'regular',
    petType: 'dog',
    imageKey: 'category/dog.webp',
    brandIds: [royalCanin, pedigree, smartHeart, jerhigh, purinaProPlan, hillsScienceDiet, bokDok, sleeky, pet8, bearing, kong, trixie, ferplast],
  },
  {
    id: 900000881,
    nameTh: 'แมว',
    nameEn: 'Cats',
    seoUrlSlug: 'cat',
    sortOrder: 3,
    kind: 'regular',
    petType: 'cat',
    imageKey: 'category/cat.webp',
    brandIds: [
      royalCanin,
      whiskas,
      smartHeart,
      meO,
      purinaProPlan,
      hillsScienceDiet,
      friskies,
      kaniva,
      regalos,
      nekko,
      pet8,
      bearing,
      catit,
      kong,
      trixie,
      ferplast,
    ],
  },
  {
    id: 900000882,
    nameTh: 'ปลาและตู้ปลา',
    nameEn: 'Fish & aquarium',
    seoUrlSlug: 'fish',
    sortOrder: 4,
    kind: 'regular',
    petType: 'fish',
    imageKey: 'category/fish.webp',
    brandIds: [tetra, hikari, sakura, okiko, ferplast],
  },
  {
    id: 900000883,
    nameTh: 'นก',
    nameEn: 'Birds',
    seoUrlSlug: 'bird',
    sortOrder: 5,
    kind: 'regular',
    petType: 'bird',
    imageKey: 'category/bird.webp',
    brandIds: [verseleLaga, kaytee, trixie, ferplast],
  },
  {
    id: 900000884,
    nameTh: 'สัตว์เลี้ยงตัวเล็ก',
    nameEn: 'Small pets',
    seoUrlSlug: 'small-pets',
    sortOrder: 6,
    kind: 'regular',
    petType: 'small-pet',
    imageKey: 'category/small-pets.webp',
    brandIds: [verseleLaga, kaytee, oxbow, marukan, trixie, ferplast],
  },
  {
    id: 900002075,
    nameTh: 'สินค้าบริจาค',
    nameEn: 'Donate to shelters',
    seoUrlSlug: 'donation',
    sortOrder: 7,
    kind: 'donation',
    petType: null,
    imageKey: 'category/donation.webp',
    // Staple foods that shelters ask for most.
    brandIds: [smartHeart, meO, pedigree, jerhigh],
  },
];
