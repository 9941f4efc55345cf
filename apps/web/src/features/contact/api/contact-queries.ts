import { queryOptions, useQuery } from '@tanstack/react-query';
import { getResult } from '../../../lib/api-client';
import { SOCIAL_TYPE, type ContactEntry, type SocialMediaEntry, type SocialType } from './contact-types';

export const contactQuery = queryOptions({
  queryKey: ['content', 'contact'],
  queryFn: ({ signal }) => getResult<ContactEntry[]>('/api/v1/contact/get-contact', { signal }),
});

export function socialMediaQuery(type: SocialType) {
  return queryOptions({
    queryKey: ['content', 'social-media', type],
    queryFn: ({ signal }) => getResult<SocialMediaEntry[]>('/api/v1/social-media/get-social-media', { query: { typeId: SOCIAL_TYPE[type] }, signal }),
  });
}

export function useContactEntries() {
  return useQuery(contactQuery);
}

export function useSocialMedia(type: SocialType) {
  return useQuery(socialMediaQuery(type));
}
