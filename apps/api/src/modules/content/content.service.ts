import { asc, eq, gt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { okEnvelope } from '@pawsook/shared/api/envelope';
import { contactSchema, socialMediaSchema, type SocialMedia } from '@pawsook/shared/schemas/content';
import type { Database, Db } from '../../db/database';
import { createLiveValue } from '../../db/live-value';
import { encodeAnswer, type EncodedAnswer } from '../../http/encoded-answer';
import { contentItems } from './content-items.tables';
import { contacts, socialMedia } from './content.tables';

/** Announced by the triggers of migrations 0009 and 0028 on every change to contacts, social links, articles, banners and pages. */
export const CONTENT_CHANNEL = 'content_changed';

/** The answers, encoded once per change: every page's footer asks for them. */
interface Content {
  contacts: EncodedAnswer;
  socialByType: ReadonlyMap<number, EncodedAnswer>;
  /** the moments, in order, at which an article, banner or page item is published, starts or ends: what shows changes then without a write */
  changesAt: readonly number[];
}

const noLinks = encodeAnswer(okEnvelope([]));

/** A contact that opens a LINE account (line.me): the chat-app channel. */
const LINE_LINK = /^https?:\/\/(?:[\w-]+\.)*line\.me\//i;

/**
 * `lineOfficialAccountUrl`: the add-friend link of the shop's LINE official account (LINE_OA_ID);
 * when set, the chat-app contact opens it whatever address staff typed (issue 42).
 */
async function loadContent(db: Db, lineOfficialAccountUrl: string | null): Promise<Content> {
  const [contactRows, socialRows, comingRows] = await Promise.all([
    db.select().from(contacts).where(eq(contacts.activeStatus, 'active')).orderBy(asc(contacts.id)),
    db
      .select({ typeId: socialMedia.typeId, id: socialMedia.id, name: socialMedia.name, url: socialMedia.url })
      .from(socialMedia)
      .where(eq(socialMedia.activeStatus, 'active'))
      .orderBy(asc(socialMedia.sortOrder), asc(socialMedia.id)),
    db
      .select({ publishedAt: contentItems.publishedAt, startsAt: contentItems.startsAt, endsAt: contentItems.endsAt })
      .from(contentItems)
      .where(or(gt(contentItems.publishedAt, sql`now()`), gt(contentItems.startsAt, sql`now()`), gt(contentItems.endsAt, sql`now()`))),
  ]);
  const changesAt = [...new Set(comingRows.flatMap((row) => [row.publishedAt, row.startsAt, row.endsAt]).flatMap((at) => (at ? [at.getTime()] : [])))].sort(
    (a, b) => a - b,
  );
  const linksByType = new Map<number, SocialMedia[]>();
  for (const { typeId, ...link } of socialRows) {
    const links = linksByType.get(typeId);
    if (links) links.push(link);
    else linksByType.set(typeId, [link]);
  }
  // parsed once here, as the routes' response schemas would on every call: only documented fields go out
  const socialByType = new Map([...linksByType].map(([typeId, links]) => [typeId, encodeAnswer(okEnvelope(z.array(socialMediaSchema).parse(links)))]));
  const shownContacts = lineOfficialAccountUrl ? contactRows.map((c) => (LINE_LINK.test(c.url) ? { ...c, url: lineOfficialAccountUrl } : c)) : contactRows;
  return { contacts: encodeAnswer(okEnvelope(z.array(contactSchema).parse(shownContacts))), socialByType, changesAt };
}

/** The footer's contact channels and social links, read on every page: answered from memory, current in every instance. */
export async function createContentService(database: Database, log: FastifyBaseLogger, lineOfficialAccountUrl: string | null = null) {
  const live = await createLiveValue(database, CONTENT_CHANNEL, () => loadContent(database.db, lineOfficialAccountUrl), log);
  return {
    /** The active contact channels' answer. */
    contactsAnswer: (): EncodedAnswer => live.current().contacts,
    /** The answer of the active social links of a type. */
    socialMediaAnswer: (typeId: number): EncodedAnswer => live.current().socialByType.get(typeId) ?? noLinks,
    /** a new value after every change (server-drawn pages show the footer, the banners, the articles) */
    version: (): unknown => live.current(),
    /** The first moment after `now` at which an article, banner or page item appears or goes without a write (Infinity: none is due). */
    nextChange: (now: number): number => live.current().changesAt.find((at) => at > now) ?? Number.POSITIVE_INFINITY,
    /** Resolves once every change committed before the call has been read (tests). */
    settle: live.settle,
    stop: live.stop,
  };
}

export type ContentService = Awaited<ReturnType<typeof createContentService>>;
