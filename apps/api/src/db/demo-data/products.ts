import type { ProductSeed } from './catalog-types';
import { dogProducts } from './products-dog';
import { catProducts } from './products-cat';
import { fishProducts } from './products-fish';
import { birdProducts } from './products-bird';
import { smallPetProducts } from './products-small-pet';
import { donationProducts } from './products-donation';

// The demo catalogue: products 920000001 upward, SKUs 930000001 upward, one file per pet plus the
// donation products. Images are drawn by apps/api/scripts/generate-product-images.ts.
export const demoProducts: ProductSeed[] = [...dogProducts, ...catProducts, ...fishProducts, ...birdProducts, ...smallPetProducts, ...donationProducts];
