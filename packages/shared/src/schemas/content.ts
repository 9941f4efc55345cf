import { z } from '../validation/z';

export const contactSchema = z.object({
  id: z.number().int(),
  activeStatus: z.enum(['active', 'inactive']),
  url: z.string(),
  titleTh: z.string(),
  titleEn: z.string(),
  descTh1: z.string(),
  descTh2: z.string().nullable(),
  descTh3: z.string().nullable(),
  descEn1: z.string(),
  descEn2: z.string().nullable(),
  descEn3: z.string().nullable(),
  s3PhotoKey: z.string(),
  s3ButtonKey: z.string().nullable(),
});

export const socialMediaQuery = z.object({
  /** 1 Facebook pages, 2 other social channels */
  typeId: z.enum(['1', '2']).transform(Number),
});

export const socialMediaSchema = z.object({ id: z.number().int(), name: z.string(), url: z.string() });

export type Contact = z.infer<typeof contactSchema>;
export type SocialMedia = z.infer<typeof socialMediaSchema>;
