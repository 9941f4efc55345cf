import type { ContentStatus } from '../schemas/content-items';

/**
 * The moves of a content item (decision 0040): a draft is published (now or from a time), a
 * published item goes back to draft (unpublished), either is archived (kept for the record, never
 * shown), and an archived item comes back as a draft. Nothing writes the status column otherwise.
 */
export type ContentMove = 'publish' | 'unpublish' | 'archive';

const MOVES: Readonly<Record<ContentMove, { from: readonly ContentStatus[]; to: ContentStatus }>> = {
  publish: { from: ['draft'], to: 'published' },
  unpublish: { from: ['published', 'archived'], to: 'draft' },
  archive: { from: ['draft', 'published'], to: 'archived' },
};

/** The status a move leads to from `from`, or the message key saying why it may not be made. */
export function contentMove(from: ContentStatus, move: ContentMove): { to: ContentStatus } | { refusal: 'content.moveNotAllowed' } {
  const rule = MOVES[move];
  return rule.from.includes(from) ? { to: rule.to } : { refusal: 'content.moveNotAllowed' };
}

/** The moves staff may make from a status (the editor shows only these buttons). */
export const contentMovesFrom = (from: ContentStatus): ContentMove[] => (Object.keys(MOVES) as ContentMove[]).filter((move) => MOVES[move].from.includes(from));
