import type { SocialMediaSeed } from './types';

// typeId 1: Facebook pages (the footer splits them into columns of 5 and truncates names at
// 15 characters, 8 in the third column). typeId 2: other channels; their icon is
// social/<name in lower case>.svg.
export const demoSocialMedia: SocialMediaSeed[] = [
  { id: 1, typeId: 1, name: 'Pawsook Thailand', url: 'https://www.facebook.com/pawsook.th', sortOrder: 1 },
  { id: 2, typeId: 1, name: 'Pawsook Dog Lovers', url: 'https://www.facebook.com/pawsook.doglovers', sortOrder: 2 },
  { id: 3, typeId: 1, name: 'Pawsook Cat Club', url: 'https://www.facebook.com/pawsook.catclub', sortOrder: 3 },
  { id: 4, typeId: 1, name: 'Pawsook Aquarium', url: 'https://www.facebook.com/pawsook.aquarium', sortOrder: 4 },
  { id: 5, typeId: 1, name: 'Pawsook Bird Corner', url: 'https://www.facebook.com/pawsook.birdcorner', sortOrder: 5 },
  { id: 6, typeId: 1, name: 'Pawsook Small Pets', url: 'https://www.facebook.com/pawsook.smallpets', sortOrder: 6 },
  { id: 7, typeId: 1, name: 'Pawsook Shelter Friends', url: 'https://www.facebook.com/pawsook.shelterfriends', sortOrder: 7 },
  { id: 8, typeId: 1, name: "Pawsook Adopt Don't Shop", url: 'https://www.facebook.com/pawsook.adopt', sortOrder: 8 },
  { id: 9, typeId: 1, name: 'Pawsook Puppy School', url: 'https://www.facebook.com/pawsook.puppyschool', sortOrder: 9 },
  { id: 10, typeId: 1, name: 'Pawsook Senior Pet Care', url: 'https://www.facebook.com/pawsook.seniorpets', sortOrder: 10 },
  { id: 11, typeId: 1, name: 'Pawsook Vet Talk', url: 'https://www.facebook.com/pawsook.vettalk', sortOrder: 11 },
  { id: 12, typeId: 1, name: 'Pawsook Deals & Promos', url: 'https://www.facebook.com/pawsook.deals', sortOrder: 12 },
  { id: 13, typeId: 1, name: 'Pawsook Chiang Mai', url: 'https://www.facebook.com/pawsook.chiangmai', sortOrder: 13 },
  { id: 14, typeId: 1, name: 'Pawsook Phuket', url: 'https://www.facebook.com/pawsook.phuket', sortOrder: 14 },
  { id: 15, typeId: 2, name: 'Instagram', url: 'https://www.instagram.com/pawsook.th', sortOrder: 1 },
  { id: 16, typeId: 2, name: 'TikTok', url: 'https://www.tiktok.com/@pawsook.th', sortOrder: 2 },
  { id: 17, typeId: 2, name: 'YouTube', url: 'https://www.youtube.com/@pawsook', sortOrder: 3 },
  { id: 18, typeId: 2, name: 'LINE', url: 'https://line.me/R/ti/p/@pawsook', sortOrder: 4 },
  { id: 19, typeId: 2, name: 'X', url: 'https://x.com/pawsook_th', sortOrder: 5 },
  { id: 20, typeId: 2, name: 'Pinterest', url: 'https://www.pinterest.com/pawsookth', sortOrder: 6 },
];
