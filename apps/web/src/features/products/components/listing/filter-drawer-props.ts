import type { ListingFilters } from '../../listing/listing-params';
import type { FacetOptions } from './filter-form';

/** What the filter drawer is given: apart from both its button and its lazily loaded panel, so neither imports the other back. */
export interface FilterDrawerProps {
  applied: ListingFilters;
  facet: FacetOptions | null;
  showPetType: boolean;
  onApply: (filters: ListingFilters) => void;
}
