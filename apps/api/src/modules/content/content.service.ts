import { and, asc, eq } from 'drizzle-orm';
import type { Contact, SocialMedia } from '@pawsook/shared/schemas/content';
import type { Db } from '../../db/database';
import { contacts, socialMedia } from './content.tables';

export function createContentService(db: Db) {
  return {
    async listActiveContacts(): Promise<Contact[]> {
      const rows = await db.select().from(contacts).where(eq(contacts.activeStatus, 'active')).orderBy(asc(contacts.id));
      return rows.map(({ updatedAt: _updatedAt, ...contact }) => contact);
    },

    async listSocialMedia(typeId: number): Promise<SocialMedia[]> {
      return db
        .select({ id: socialMedia.id, name: socialMedia.name, url: socialMedia.url })
        .from(socialMedia)
        .where(and(eq(socialMedia.typeId, typeId), eq(socialMedia.activeStatus, 'active')))
        .orderBy(asc(socialMedia.sortOrder), asc(socialMedia.id));
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
