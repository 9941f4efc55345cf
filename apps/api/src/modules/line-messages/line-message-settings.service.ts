import { eq, sql } from 'drizzle-orm';
import type { LineMessages } from '@pawsook/shared/schemas/members';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { MembersService } from '../members/members.service';
import { lineMessageSettings } from './line-messages.tables';

/**
 * LINE's link that opens the official account's add-friend page, on a phone and on a desktop, as
 * LINE writes it (the @ kept: the id is checked at start to be letters, digits, _ . -).
 */
export const addFriendUrl = (officialAccountId: string) => `https://line.me/R/ti/p/${officialAccountId}`;

/** Members as LINE messages need them: by id (their LINE account and language), by LINE account. */
export type LineMessageMembers = Pick<MembersService, 'findById' | 'findBySocialId'>;

/** Where a member's order messages go now, in their language: null without a linked LINE account or with messages off. */
export interface LineRecipient {
  lineId: string;
  language: 'th' | 'en';
}

/**
 * Whether members get order messages on LINE: the member's own switch in the profile, and LINE's
 * follow and unfollow events (adding the official account as a friend says yes; blocking it, no).
 */
export function createLineMessageSettings(db: Db, members: LineMessageMembers, officialAccountId: string | null) {
  async function record(memberId: number, messagesOn: boolean, changedBy: 'member' | 'follow' | 'unfollow') {
    await db
      .insert(lineMessageSettings)
      .values({ memberId, messagesOn, changedBy })
      .onConflictDoUpdate({ target: lineMessageSettings.memberId, set: { messagesOn, changedBy, changedAt: sql`now()` } });
  }

  async function messagesOn(memberId: number): Promise<boolean> {
    const [setting] = await db.select({ on: lineMessageSettings.messagesOn }).from(lineMessageSettings).where(eq(lineMessageSettings.memberId, memberId));
    return setting?.on ?? false;
  }

  async function forMember(memberId: number): Promise<LineMessages> {
    const [member, on] = await Promise.all([members.findById(memberId), messagesOn(memberId)]);
    const lineLinked = Boolean(member?.lineId);
    return {
      messagesOn: lineLinked && on,
      lineLinked,
      officialAccount: officialAccountId ? { id: officialAccountId, addFriendUrl: addFriendUrl(officialAccountId) } : null,
    };
  }

  return {
    forMember,

    /** The one rule of who gets a message: LINE linked, and messages on. */
    async recipient(memberId: number): Promise<LineRecipient | null> {
      const [member, on] = await Promise.all([members.findById(memberId), messagesOn(memberId)]);
      return member?.lineId && on ? { lineId: member.lineId, language: member.language } : null;
    },

    /** The profile's switch; messages need a linked LINE account to go to. */
    async setByMember(memberId: number, messagesOn: boolean): Promise<LineMessages> {
      if (messagesOn && !(await members.findById(memberId))?.lineId) throw new AppError(409, 'lineMessages.notLinked');
      await record(memberId, messagesOn, 'member');
      return forMember(memberId);
    },

    /** LINE's follow or unfollow of the official account, for the member whose LINE account it is (others are ignored). */
    async setByLine(lineUserId: string, event: 'follow' | 'unfollow'): Promise<boolean> {
      const member = await members.findBySocialId('line', lineUserId);
      if (!member) return false;
      await record(member.id, event === 'follow', event);
      return true;
    },
  };
}

export type LineMessageSettings = ReturnType<typeof createLineMessageSettings>;
