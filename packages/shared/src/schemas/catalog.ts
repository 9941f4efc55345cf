import { z } from '../validation/z';

export const activeStatusSchema = z.enum(['active', 'inactive']);

export const categoriesQuery = z.object({
  /** Only active categories are public; the parameter is accepted as the spec sends it. */
  activeStatus: z.enum(['active']).default('active'),
});

const brandRef = z.object({ id: z.number().int(), nameTh: z.string(), nameEn: z.string(), seoUrl: z.string() });
const categoryRef = z.object({ id: z.number().int(), nameTh: z.string(), nameEn: z.string(), seoUrlSlug: z.string() });

export const categorySchema = categoryRef.extend({
  kind: z.enum(['regular', 'donation']),
  petType: z.enum(['dog', 'cat', 'fish', 'bird', 'small-pet']).nullable(),
  imageKey: z.string().nullable(),
  brands: z.array(brandRef),
});

export const brandSchema = brandRef.extend({ category: z.array(categoryRef) });

export type Category = z.infer<typeof categorySchema>;
export type Brand = z.infer<typeof brandSchema>;
