import type { ProductSeed } from './catalog-types';
import { product, sku } from './product-builders';

// Staple foods and litter bought for animal shelters (category 900002075). Prices in satang, VAT included. Ids are stable: never renumber or reuse them.
export const donationProducts: ProductSeed[] = [
  product({
    id: 920000145,
    nameTh: 'สมาร์ทฮาร์ท อาหารสุนัขโต รสเนื้อวัวและนม 20 กก. (สำหรับบริจาค)',
    nameEn: 'SmartHeart Adult Beef & Milk Dog Food 20 kg (Donation)',
    descriptionTh: 'อาหารเม็ดกระสอบใหญ่ที่ศูนย์พักพิงขอมากที่สุด กระสอบเดียวเลี้ยงน้องหมาในศูนย์ฯ ได้หลายวัน เราจัดส่งตรงถึงศูนย์พักพิงที่คุณเลือก และแจ้งให้ทราบเมื่อศูนย์ฯ ได้รับของแล้ว',
    descriptionEn:
      "The big sack of dry food that shelters ask for most; one sack feeds a shelter's dogs for several days. We deliver it straight to the shelter you choose and let you know when it arrives.",
    brandId: 910000004, // SmartHeart
    categoryId: 900002075,
    petType: 'dog',
    lifeStage: 'adult',
    kind: 'food',
    imageKeys: ['product/920000145-1.webp'],
    lists: ['recommend'],
    coinsPer100Baht: 5,
    donationPlaceIds: [940000001, 940000002, 940000004, 940000005],
    addedDaysAgo: 398,
    skus: [
      sku({
        id: 930000229,
        skuCode: 'DON-SH-AD-20KG-1SACK',
        choiceNameTh: '1 กระสอบ',
        choiceNameEn: '1 sack',
        priceSatang: 129000,
        minSellPriceSatang: 116100,
        stock: 111,
      }),
      sku({
        id: 930000230,
        skuCode: 'DON-SH-AD-20KG-2SACK',
        choiceNameTh: '2 กระสอบ',
        choiceNameEn: '2 sacks',
        priceSatang: 254000,
        minSellPriceSatang: 228600,
        stock: 179,
      }),
    ],
  }),
  product({
    id: 920000146,
    nameTh: 'สมาร์ทฮาร์ท อาหารลูกสุนัข รสนม 10 กก. (สำหรับบริจาค)',
    nameEn: 'SmartHeart Puppy Milk Flavour Dog Food 10 kg (Donation)',
    descriptionTh:
      'อาหารลูกสุนัขสำหรับลูกหมาที่ถูกทิ้งและได้รับการช่วยเหลือเข้ามาในศูนย์พักพิง เม็ดเล็กเคี้ยวง่ายและเสริม DHA เพื่อการเติบโต เราจัดส่งตรงถึงศูนย์พักพิงที่คุณเลือก และแจ้งให้ทราบเมื่อศูนย์ฯ ได้รับของแล้ว',
    descriptionEn:
      'Puppy food for the abandoned puppies that shelters rescue. The small kibble is easy to chew and has added DHA for growth. We deliver it straight to the shelter you choose and let you know when it arrives.',
    brandId: 910000004, // SmartHeart
    categoryId: 900002075,
    petType: 'dog',
    lifeStage: 'baby',
    kind: 'food',
    imageKeys: ['product/920000146-1.webp'],
    coinsPer100Baht: 5,
    donationPlaceIds: [940000001, 940000002, 940000005],
    addedDaysAgo: 337,
    skus: [
      sku({
        id: 930000231,
        skuCode: 'DON-SH-PUP-10KG-10KG',
        priceSatang: 79900,
        minSellPriceSatang: 71900,
        stock: 114,
      }),
    ],
  }),
  product({
    id: 920000147,
    nameTh: 'เพดดิกรี อาหารสุนัขโต รสไก่และผัก 10 กก. (สำหรับบริจาค)',
    nameEn: 'Pedigree Adult Chicken & Vegetables Dog Food 10 kg (Donation)',
    descriptionTh: 'อาหารเม็ดสำหรับสุนัขโตทุกสายพันธุ์ สารอาหารครบถ้วนสำหรับน้องหมาที่รอบ้านใหม่ในศูนย์พักพิง เราจัดส่งตรงถึงศูนย์พักพิงที่คุณเลือก และแจ้งให้ทราบเมื่อศูนย์ฯ ได้รับของแล้ว',
    descriptionEn:
      'Complete dry food for adult dogs of every breed waiting for a new home at the shelter. We deliver it straight to the shelter you choose and let you know when it arrives.',
    brandId: 910000002, // Pedigree
    categoryId: 900002075,
    petType: 'dog',
    lifeStage: 'adult',
    kind: 'food',
    imageKeys: ['product/920000147-1.webp'],
    coinsPer100Baht: 5,
    donationPlaceIds: [940000001, 940000004, 940000005, 940000006],
    addedDaysAgo: 191,
    skus: [
      sku({
        id: 930000232,
        skuCode: 'DON-PED-AD-10KG-1SACK',
        choiceNameTh: '1 กระสอบ',
        choiceNameEn: '1 sack',
        priceSatang: 98900,
        specialPriceSatang: 89000,
        specialDays: 30,
        minSellPriceSatang: 80000,
        stock: 138,
      }),
      sku({
        id: 930000233,
        skuCode: 'DON-PED-AD-10KG-2SACK',
        choiceNameTh: '2 กระสอบ',
        choiceNameEn: '2 sacks',
        priceSatang: 195000,
        specialPriceSatang: 175500,
        specialDays: 30,
        minSellPriceSatang: 157900,
        stock: 177,
      }),
    ],
  }),
  product({
    id: 920000148,
    nameTh: 'เพดดิกรี อาหารเปียกสุนัข แบบซอง 130 กรัม ยกลัง 48 ซอง (สำหรับบริจาค)',
    nameEn: 'Pedigree Wet Dog Food Pouches 130 g, Carton of 48 (Donation)',
    descriptionTh:
      'อาหารเปียกสำหรับสุนัขป่วย สุนัขสูงวัย และสุนัขที่เพิ่งได้รับการช่วยเหลือซึ่งยังกินอาหารเม็ดไม่ได้ ใช้คลุกกับอาหารเม็ดเพื่อให้น้องหมากินได้มากขึ้น เราจัดส่งตรงถึงศูนย์พักพิงที่คุณเลือก และแจ้งให้ทราบเมื่อศูนย์ฯ ได้รับของแล้ว',
    descriptionEn:
      'Wet food for sick, elderly and newly rescued dogs that cannot manage dry food yet, and for mixing into kibble to tempt poor eaters. We deliver it straight to the shelter you choose and let you know when it arrives.',
    brandId: 910000002, // Pedigree
    categoryId: 900002075,
    petType: 'dog',
    lifeStage: 'adult',
    kind: 'food',
    imageKeys: ['product/920000148-1.webp'],
    coinsPer100Baht: 5,
    donationPlaceIds: [940000001, 940000002, 940000004],
    addedDaysAgo: 35,
    skus: [
      sku({
        id: 930000234,
        skuCode: 'DON-PED-POUCH-48-48P',
        priceSatang: 99900,
        minSellPriceSatang: 89900,
        stock: 0,
      }),
    ],
  }),
  product({
    id: 920000149,
    nameTh: 'สมาร์ทฮาร์ท อาหารสุนัขโต รสไก่และตับ 10 กก. (สำหรับบริจาค)',
    nameEn: 'SmartHeart Adult Chicken & Liver Dog Food 10 kg (Donation)',
    descriptionTh:
      'อาหารเม็ดสุนัขโตรสไก่และตับที่น้องหมาส่วนใหญ่ชอบ ขนาด 10 กก. เหมาะสำหรับศูนย์พักพิงขนาดเล็กและกลุ่มอาสาที่ดูแลหมาจร เราจัดส่งตรงถึงศูนย์พักพิงที่คุณเลือก และแจ้งให้ทราบเมื่อศูนย์ฯ ได้รับของแล้ว',
    descriptionEn:
      'Chicken and liver dry food that most dogs enjoy, in a 10 kg bag suited to small shelters and volunteer groups feeding street dogs. We deliver it straight to the shelter you choose and let you know when it arrives.',
    brandId: 910000004, // SmartHeart
    categoryId: 900002075,
    petType: 'dog',
    lifeStage: 'adult',
    kind: 'food',
    imageKeys: ['product/920000149-1.webp'],
    coinsPer100Baht: 5,
    donationPlaceIds: [940000002, 940000004, 940000005],
    addedDaysAgo: 292,
    skus: [
      sku({
        id: 930000235,
        skuCode: 'DON-SH-AD-CL-10KG-10KG',
        priceSatang: 69900,
        minSellPriceSatang: 62900,
        stock: 127,
      }),
    ],
  }),
  product({
    id: 920000150,
    nameTh: 'เพดดิกรี อาหารลูกสุนัข รสไก่ ไข่ และนม 2.7 กก. แพ็ก 4 ถุง (สำหรับบริจาค)',
    nameEn: 'Pedigree Puppy Chicken, Egg & Milk 2.7 kg, Pack of 4 (Donation)',
    descriptionTh:
      'อาหารลูกสุนัขถุงขนาดกลาง 4 ถุง แบ่งใช้ได้สะดวกและเก็บรักษาความสดได้ดีกว่ากระสอบใหญ่ เหมาะสำหรับคอกอนุบาลลูกหมาในศูนย์พักพิง เราจัดส่งตรงถึงศูนย์พักพิงที่คุณเลือก และแจ้งให้ทราบเมื่อศูนย์ฯ ได้รับของแล้ว',
    descriptionEn:
      "Four medium bags of puppy food that are easier to portion and keep fresh than one big sack, ideal for a shelter's puppy nursery. We deliver it straight to the shelter you choose and let you know when it arrives.",
    brandId: 910000002, // Pedigree
    categoryId: 900002075,
    petType: 'dog',
    lifeStage: 'baby',
    kind: 'food',
    imageKeys: ['product/920000150-1.webp'],
    lists: ['new-product'],
    coinsPer100Baht: 5,
    donationPlaceIds: [940000001, 940000002, 940000004, 940000005],
    addedDaysAgo: 5,
    skus: [
      sku({
        id: 930000236,
        skuCode: 'DON-PED-PUP-4X-4X2.7KG',
        priceSatang: 119000,
        minSellPriceSatang: 107100,
        stock: 89,
      }),
    ],
  }),
  product({
    id: 920000151,
    nameTh: 'มีโอ อาหารแมวโต 7 กก. (สำหรับบริจาค)',
    nameEn: 'Me-O Adult Cat Food 7 kg (Donation)',
    descriptionTh:
      'อาหารเม็ดแมวโตถุงใหญ่ที่ศูนย์พักพิงและกลุ่มอาสาดูแลแมวจรใช้มากที่สุด มีให้เลือกสองรสชาติที่แมวส่วนใหญ่ชอบ เราจัดส่งตรงถึงศูนย์พักพิงที่คุณเลือก และแจ้งให้ทราบเมื่อศูนย์ฯ ได้รับของแล้ว',
    descriptionEn:
      'The big bag of adult cat food that shelters and street-cat volunteers use most, in two flavours most cats like. We deliver it straight to the shelter you choose and let you know when it arrives.',
    brandId: 910000005, // Me-O
    categoryId: 900002075,
    petType: 'cat',
    lifeStage: 'adult',
    kind: 'food',
    imageKeys: ['product/920000151-1.webp'],
    lists: ['recommend'],
    coinsPer100Baht: 5,
    donationPlaceIds: [940000001, 940000002, 940000003, 940000004, 940000005],
    addedDaysAgo: 247,
    skus: [
      sku({
        id: 930000237,
        skuCode: 'DON-MEO-AD-7KG-TUNA',
        choiceNameTh: 'รสปลาทูน่า',
        choiceNameEn: 'Tuna',
        priceSatang: 69900,
        minSellPriceSatang: 62900,
        stock: 170,
      }),
      sku({
        id: 930000238,
        skuCode: 'DON-MEO-AD-7KG-OCEAN',
        choiceNameTh: 'รสปลาทะเล',
        choiceNameEn: 'Ocean fish',
        priceSatang: 69900,
        minSellPriceSatang: 62900,
        stock: 98,
      }),
    ],
  }),
  product({
    id: 920000152,
    nameTh: 'มีโอ อาหารลูกแมว รสปลาทะเล 7 กก. (สำหรับบริจาค)',
    nameEn: 'Me-O Kitten Ocean Fish Dry Food 7 kg (Donation)',
    descriptionTh:
      'อาหารลูกแมวสำหรับลูกแมวกำพร้าที่ได้รับการช่วยเหลือ เม็ดเล็กเคี้ยวง่าย เสริม DHA และแคลเซียมเพื่อการเติบโต เราจัดส่งตรงถึงศูนย์พักพิงที่คุณเลือก และแจ้งให้ทราบเมื่อศูนย์ฯ ได้รับของแล้ว',
    descriptionEn:
      'Kitten food for rescued orphan kittens, with small kibble that is easy to chew and added DHA and calcium for growth. We deliver it straight to the shelter you choose and let you know when it arrives.',
    brandId: 910000005, // Me-O
    categoryId: 900002075,
    petType: 'cat',
    lifeStage: 'baby',
    kind: 'food',
    imageKeys: ['product/920000152-1.webp'],
    coinsPer100Baht: 5,
    donationPlaceIds: [940000001, 940000003, 940000005],
    addedDaysAgo: 374,
    skus: [
      sku({
        id: 930000239,
        skuCode: 'DON-MEO-KIT-7KG-7KG',
        priceSatang: 82900,
        minSellPriceSatang: 74600,
        stock: 20,
      }),
    ],
  }),
  product({
    id: 920000153,
    nameTh: 'มีโอ ทรายแมวเบนโทไนท์ 10 ลิตร แพ็ก 3 ถุง (สำหรับบริจาค)',
    nameEn: 'Me-O Bentonite Cat Litter 10 L, Pack of 3 (Donation)',
    descriptionTh:
      'ทรายแมวจับตัวเป็นก้อนที่ศูนย์พักพิงต้องใช้ทุกวัน ช่วยให้คอกแมวสะอาดและลดกลิ่น ลดความเสี่ยงของโรคติดต่อในศูนย์ฯ เราจัดส่งตรงถึงศูนย์พักพิงที่คุณเลือก และแจ้งให้ทราบเมื่อศูนย์ฯ ได้รับของแล้ว',
    descriptionEn:
      'Clumping litter that shelters go through every day, keeping cat rooms clean and odour-free and lowering the risk of disease spreading. We deliver it straight to the shelter you choose and let you know when it arrives.',
    brandId: 910000005, // Me-O
    categoryId: 900002075,
    petType: 'cat',
    lifeStage: 'all-ages',
    kind: 'litter',
    imageKeys: ['product/920000153-1.webp'],
    coinsPer100Baht: 5,
    donationPlaceIds: [940000001, 940000002, 940000003, 940000006],
    addedDaysAgo: 164,
    skus: [
      sku({
        id: 930000240,
        skuCode: 'DON-MEO-LITTER-3X-3X10L',
        priceSatang: 42900,
        minSellPriceSatang: 38600,
        stock: 196,
      }),
    ],
  }),
  product({
    id: 920000154,
    nameTh: 'มีโอ อาหารแมวเปียก แบบซอง 80 กรัม ยกลัง 48 ซอง (สำหรับบริจาค)',
    nameEn: 'Me-O Wet Cat Food Pouches 80 g, Carton of 48 (Donation)',
    descriptionTh:
      'อาหารเปียกสำหรับแมวป่วย แมวสูงวัย และแมวที่เพิ่งได้รับการช่วยเหลือ ช่วยให้แมวได้รับน้ำเพิ่มและกินอาหารได้ดีขึ้น เราจัดส่งตรงถึงศูนย์พักพิงที่คุณเลือก และแจ้งให้ทราบเมื่อศูนย์ฯ ได้รับของแล้ว',
    descriptionEn:
      'Wet food for sick, elderly and newly rescued cats that adds moisture and helps poor eaters. We deliver it straight to the shelter you choose and let you know when it arrives.',
    brandId: 910000005, // Me-O
    categoryId: 900002075,
    petType: 'cat',
    lifeStage: 'adult',
    kind: 'food',
    imageKeys: ['product/920000154-1.webp'],
    coinsPer100Baht: 5,
    donationPlaceIds: [940000003, 940000004],
    addedDaysAgo: 245,
    skus: [
      sku({
        id: 930000241,
        skuCode: 'DON-MEO-POUCH-48-48P',
        priceSatang: 59900,
        minSellPriceSatang: 53900,
        stock: 120,
      }),
    ],
  }),
  product({
    id: 920000155,
    nameTh: 'สมาร์ทฮาร์ท อาหารแมวโต รสปลาทะเล 7 กก. (สำหรับบริจาค)',
    nameEn: 'SmartHeart Adult Ocean Fish Cat Food 7 kg (Donation)',
    descriptionTh:
      'อาหารเม็ดแมวโตราคาคุ้มค่า ช่วยให้ศูนย์พักพิงและกลุ่มอาสาเลี้ยงแมวได้หลายตัวต่อถุง ควบคุมแมกนีเซียมเพื่อช่วยดูแลระบบทางเดินปัสสาวะ เราจัดส่งตรงถึงศูนย์พักพิงที่คุณเลือก และแจ้งให้ทราบเมื่อศูนย์ฯ ได้รับของแล้ว',
    descriptionEn:
      'Good-value adult cat food that lets shelters and volunteer groups feed many cats from each bag, with controlled magnesium for urinary health. We deliver it straight to the shelter you choose and let you know when it arrives.',
    brandId: 910000004, // SmartHeart
    categoryId: 900002075,
    petType: 'cat',
    lifeStage: 'adult',
    kind: 'food',
    imageKeys: ['product/920000155-1.webp'],
    coinsPer100Baht: 5,
    donationPlaceIds: [940000002, 940000003, 940000004],
    addedDaysAgo: 312,
    skus: [
      sku({
        id: 930000242,
        skuCode: 'DON-SH-CAT-7KG-7KG',
        priceSatang: 59000,
        minSellPriceSatang: 53100,
        stock: 106,
      }),
    ],
  }),
  product({
    id: 920000156,
    nameTh: 'มีโอ อาหารแมวโต รสปลาทู 20 กก. (สำหรับบริจาค)',
    nameEn: 'Me-O Adult Mackerel Cat Food 20 kg (Donation)',
    descriptionTh:
      'กระสอบใหญ่ที่สุดสำหรับศูนย์พักพิงที่ดูแลแมวจำนวนมาก คุ้มค่าที่สุดต่อกิโลกรัม ช่วยให้เงินบริจาคของคุณเลี้ยงแมวได้มากขึ้น เราจัดส่งตรงถึงศูนย์พักพิงที่คุณเลือก และแจ้งให้ทราบเมื่อศูนย์ฯ ได้รับของแล้ว',
    descriptionEn:
      'Our biggest sack, for shelters caring for many cats. It is the best value per kilogram, so your donation feeds more cats. We deliver it straight to the shelter you choose and let you know when it arrives.',
    brandId: 910000005, // Me-O
    categoryId: 900002075,
    petType: 'cat',
    lifeStage: 'adult',
    kind: 'food',
    imageKeys: ['product/920000156-1.webp'],
    coinsPer100Baht: 5,
    donationPlaceIds: [940000001, 940000002, 940000005],
    addedDaysAgo: 343,
    skus: [
      sku({
        id: 930000243,
        skuCode: 'DON-MEO-AD-20KG-20KG',
        priceSatang: 185000,
        minSellPriceSatang: 166400,
        stock: 194,
      }),
    ],
  }),
];
