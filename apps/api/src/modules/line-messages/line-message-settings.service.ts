import { eq, sql } from 'drizzle-orm';
import type { LineMessages } from '@pawsook/shared/schemas/members';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { memberIdOfLineAccount, memberLineAccount } from '../members/member-columns.steps';
import { lineMessageSettings } from './line-messages.tables';

/**
 * LINE's link that opens the official account's add-friend page, on a phone and on a desktop, as
 * LINE writes it (the @ kept: the id is checked at start to be letters, digits, _ . -).
 */
export const addFriendUrl = (officialAccountId: string) => `https://line.me/R/ti/p/${officialAccountId}`;

/**
 * Whether members get order messages on LINE: the member's own switch in the profile, and LINE's
 * follow and unfollow events (adding the official account as a friend says yes; blocking it, no).
 */
export function createLineMessageSettings(db: Db, officialAccountId: string | null) {
  async function record(memberId: number, messagesOn: boolean, changedBy: 'member' | 'follow' | 'unfollow') {
    await db
      .insert(lineMessageSettings)
      .values({ memberId, messagesOn, changedBy })
      .onConflictDoUpdate({ target: lineMessageSettings.memberId, set: { messagesOn, changedBy, changedAt: sql`now()` } });
  }

  async function forMember(memberId: number): Promise<LineMessages> {
    const account = await memberLineAccount(db, memberId);
    const [setting] = await db.select().from(lineMessageSettings).where(eq(lineMessageSettings.memberId, memberId));
    const lineLinked = Boolean(account?.lineId);
    return {
      messagesOn: lineLinked && (setting?.messagesOn ?? false),
      lineLinked,
      officialAccount: officialAccountId ? { id: officialAccountId, addFriendUrl: addFriendUrl(officialAccountId) } : null,
    };
  }

  return {
    forMember,

    /** The profile's switch; messages need a linked LINE account to go to. */
    async setByMember(memberId: number, messagesOn: boolean): Promise<LineMessages> {
      if (messagesOn && !(await memberLineAccount(db, memberId))?.lineId) throw new AppError(409, 'lineMessages.notLinked');
      await record(memberId, messagesOn, 'member');
      return forMember(memberId);
    },

    /** LINE's follow or unfollow of the official account, for the member whose LINE account it is (others are ignored). */
    async setByLine(lineUserId: string, event: 'follow' | 'unfollow'): Promise<boolean> {
      const memberId = await memberIdOfLineAccount(db, lineUserId);
      if (memberId === undefined) return false;
      await record(memberId, event === 'follow', event);
      return true;
    },
  };
}

export type LineMessageSettings = ReturnType<typeof createLineMessageSettings>;
