/** 1 video channel, 2 website, 3 chat app (member-area spec §3). */
export interface ContactEntry {
  id: number;
  activeStatus: string | boolean | number;
  url: string;
  titleTh: string;
  titleEn: string;
  descTh1: string | null;
  descTh2: string | null;
  descTh3: string | null;
  descEn1: string | null;
  descEn2: string | null;
  descEn3: string | null;
  s3PhotoKey: string | null;
  s3ButtonKey: string | null;
}

export interface SocialMediaEntry {
  id: number;
  name: string;
  url: string;
}

/** typeId of GET /api/v1/social-media/get-social-media */
export const SOCIAL_TYPE = { facebook: 1, other: 2 } as const;
export type SocialType = keyof typeof SOCIAL_TYPE;
