import type { DonationPlaceSeed } from './catalog-types';

/** A shelter open to donations, its photo under its id, unless it says otherwise. */
function donationPlace(fields: Omit<DonationPlaceSeed, 'status' | 'imageKey'> & Partial<Pick<DonationPlaceSeed, 'status'>>): DonationPlaceSeed {
  return { ...fields, status: fields.status ?? 'active', imageKey: `donation/${fields.id}.webp` };
}

// Fictional partner shelters (the first four are named on the about-us page). Addresses use real
// province, district and sub-district ids from apps/api/data/thai-address that belong to each other,
// with the sub-district's own postal code. Ids are stable: donation products refer to them.
export const demoDonationPlaces: DonationPlaceSeed[] = [
  donationPlace({
    id: 940000001,
    nameTh: 'มูลนิธิบ้านอุ่นรักสัตว์',
    nameEn: 'Baan Oun Rak Sat Animal Foundation',
    receiveName: 'สุพัตรา แก้วมณี',
    contact: '081-245-7730',
    address: '59/3 หมู่ 4 ถนนปทุมธานี-ลาดหลุมแก้ว',
    provinceId: 4, // Pathum Thani
    districtId: 1305, // Lat Lum Kaeo
    subDistrictId: 130504, // Khu Khwang
    postelCode: '12140',
    descriptionTh:
      'มูลนิธิที่ดูแลสุนัขและแมวจรกว่า 300 ตัวบนพื้นที่ 6 ไร่ในอำเภอลาดหลุมแก้ว รับช่วยเหลือสัตว์ที่ถูกทิ้งหรือบาดเจ็บ ทำหมัน ฉีดวัคซีน และหาบ้านใหม่ให้น้อง ๆ ทุกเดือน สิ่งที่ต้องการมากที่สุดคืออาหารเม็ดกระสอบใหญ่และทรายแมว',
    descriptionEn:
      'A foundation caring for more than 300 stray dogs and cats on six rai of land in Lat Lum Kaeo. It rescues abandoned and injured animals, neuters and vaccinates them, and finds new homes every month. What it needs most is big sacks of dry food and cat litter.',
  }),
  donationPlace({
    id: 940000002,
    nameTh: 'ศูนย์พักพิงสัตว์สุขใจ',
    nameEn: 'Sukjai Animal Shelter',
    receiveName: 'ณัฐวุฒิ ปันแก้ว',
    contact: '089-556-1420',
    address: '128 หมู่ 7 ถนนเชียงใหม่-แม่โจ้',
    provinceId: 38, // Chiang Mai
    districtId: 5014, // San Sai
    subDistrictId: 501407, // Nong Chom
    postelCode: '50210',
    descriptionTh: 'ศูนย์พักพิงในอำเภอสันทรายที่อาสาสมัครในเชียงใหม่ร่วมกันดูแล รับสุนัขและแมวที่ป่วยหรือพิการซึ่งหาบ้านได้ยาก ให้อยู่อย่างปลอดภัยไปตลอดชีวิต และเปิดให้ผู้สนใจเข้าเยี่ยมทุกวันเสาร์',
    descriptionEn:
      'A shelter in San Sai run by Chiang Mai volunteers. It takes in sick and disabled dogs and cats that are hard to rehome and gives them a safe home for life. Visitors are welcome every Saturday.',
  }),
  donationPlace({
    id: 940000003,
    nameTh: 'กลุ่มอาสาดูแลแมวจรริมคลอง',
    nameEn: 'Canal-side Stray Cat Volunteers',
    receiveName: 'อรอุมา ศรีสวัสดิ์',
    contact: '086-731-0954',
    address: '45 ซอยเพชรเกษม 20 ถนนเพชรเกษม',
    provinceId: 1, // Bangkok
    districtId: 1022, // Phasi Charoen
    subDistrictId: 102209, // Pak Khlong Phasi Charoen
    postelCode: '10160',
    descriptionTh:
      'กลุ่มอาสาสมัครที่ให้อาหารและดูแลแมวจรตามชุมชนริมคลองภาษีเจริญกว่า 150 ตัว พาแมวไปทำหมันและรักษาเมื่อเจ็บป่วย ต้องการอาหารแมวทั้งแบบเม็ดและแบบเปียก รวมถึงทรายแมวสำหรับแมวที่พักฟื้น',
    descriptionEn:
      'Volunteers who feed and look after more than 150 street cats in the canal-side communities of Phasi Charoen. They take cats to be neutered and treated when sick, and need both dry and wet cat food as well as litter for cats recovering indoors.',
  }),
  donationPlace({
    id: 940000004,
    nameTh: 'มูลนิธิเพื่อนสี่ขาอันดามัน',
    nameEn: 'Andaman Four-Legged Friends Foundation',
    receiveName: 'ธีรพงษ์ หาญทะเล',
    contact: '093-624-8817',
    address: '88/12 หมู่ 2 ถนนเทพกระษัตรี',
    provinceId: 66, // Phuket
    districtId: 8303, // Thalang
    subDistrictId: 830301, // Thep Krasattri
    postelCode: '83110',
    descriptionTh:
      'มูลนิธิในอำเภอถลางที่ช่วยเหลือสุนัขและแมวจรบนเกาะภูเก็ต ดำเนินโครงการทำหมันเคลื่อนที่ร่วมกับชุมชน และมีคลินิกเล็ก ๆ สำหรับรักษาสัตว์ที่บาดเจ็บ สัตว์ที่หายดีแล้วจะได้รับการหาบ้านทั้งในไทยและต่างประเทศ',
    descriptionEn:
      'A foundation in Thalang helping street dogs and cats on Phuket island. It runs mobile neutering days with local communities and a small clinic for injured animals, and finds homes for recovered animals in Thailand and abroad.',
  }),
  donationPlace({
    id: 940000005,
    nameTh: 'บ้านพักน้องหมาแมวดอกคูน',
    nameEn: 'Dok Khun Dog & Cat Home',
    receiveName: 'ศิริพร ภูมิโคกรักษ์',
    contact: '082-417-3365',
    address: '212 หมู่ 9 ถนนมะลิวัลย์',
    provinceId: 28, // Khon Kaen
    districtId: 4001, // Mueang Khon Kaen
    subDistrictId: 400115, // Ban Pet
    postelCode: '40000',
    descriptionTh: 'บ้านพักสัตว์ขนาดเล็กในเมืองขอนแก่น ดูแลลูกหมาและลูกแมวที่ถูกทิ้งจนแข็งแรงพอจะไปอยู่บ้านใหม่ ทำงานร่วมกับนักศึกษาสัตวแพทย์อาสาในการตรวจสุขภาพและฉีดวัคซีน',
    descriptionEn:
      'A small animal home in Khon Kaen that raises abandoned puppies and kittens until they are strong enough for a new family. Volunteer veterinary students help with health checks and vaccinations.',
  }),
  donationPlace({
    id: 940000006,
    nameTh: 'มูลนิธิอาสาช่วยสัตว์ชายฝั่งตะวันออก',
    nameEn: 'Eastern Seaboard Animal Rescue Foundation',
    receiveName: 'ประภาส มีสุข',
    contact: '087-902-6148',
    address: '77/5 หมู่ 6 ซอยหนองปลาไหล 12',
    provinceId: 11, // Chon Buri
    districtId: 2004, // Bang Lamung
    subDistrictId: 200403, // Nong Pla Lai
    postelCode: '20150',
    status: 'inactive',
    descriptionTh: 'มูลนิธิที่ช่วยเหลือสุนัขและแมวจรในบางละมุงและพัทยา ขณะนี้งดรับของบริจาคชั่วคราวระหว่างย้ายไปยังศูนย์พักพิงแห่งใหม่ และจะกลับมาเปิดรับอีกครั้งเมื่อย้ายเสร็จ',
    descriptionEn:
      'A foundation rescuing street dogs and cats in Bang Lamung and Pattaya. It has paused donations while it moves to a new shelter and will accept them again once the move is complete.',
  }),
];
