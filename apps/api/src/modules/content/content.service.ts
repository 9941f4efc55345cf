import { asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Contact, SocialMedia } from '@pawsook/shared/schemas/content';
import type { Database, Db } from '../../db/database';
import { createLiveValue } from '../../db/live-value';
import { contacts, socialMedia } from './content.tables';

/** Announced by the triggers of migration 0009 on every change to contacts and social links. */
export const CONTENT_CHANNEL = 'content_changed';

interface Content {
  contacts: Contact[];
  socialByType: ReadonlyMap<number, SocialMedia[]>;
}

async function loadContent(db: Db): Promise<Content> {
  const [contactRows, socialRows] = await Promise.all([
    db.select().from(contacts).where(eq(contacts.activeStatus, 'active')).orderBy(asc(contacts.id)),
    db
      .select({ typeId: socialMedia.typeId, id: socialMedia.id, name: socialMedia.name, url: socialMedia.url })
      .from(socialMedia)
      .where(eq(socialMedia.activeStatus, 'active'))
      .orderBy(asc(socialMedia.sortOrder), asc(socialMedia.id)),
  ]);
  const socialByType = new Map<number, SocialMedia[]>();
  for (const { typeId, ...link } of socialRows) {
    const links = socialByType.get(typeId);
    if (links) links.push(link);
    else socialByType.set(typeId, [link]);
  }
  return { contacts: contactRows.map(({ updatedAt: _updatedAt, ...contact }) => contact), socialByType };
}

/** The footer's contact channels and social links, read on every page: answered from memory, current in every instance. */
export async function createContentService(database: Database, log: FastifyBaseLogger) {
  const live = await createLiveValue(database, CONTENT_CHANNEL, () => loadContent(database.db), log);
  return {
    listActiveContacts: (): Contact[] => live.current().contacts,
    listSocialMedia: (typeId: number): SocialMedia[] => live.current().socialByType.get(typeId) ?? [],
    stop: live.stop,
  };
}

export type ContentService = Awaited<ReturnType<typeof createContentService>>;
