import { describe, expect, it } from 'vitest';
import { contentMove, contentMovesFrom } from './content-status';

describe('content moves', () => {
  it('publishes drafts only, unpublishes published or archived items, archives the rest', () => {
    expect(contentMove('draft', 'publish')).toEqual({ to: 'published' });
    expect(contentMove('published', 'publish')).toEqual({ refusal: 'content.moveNotAllowed' });
    expect(contentMove('archived', 'publish')).toEqual({ refusal: 'content.moveNotAllowed' });
    expect(contentMove('published', 'unpublish')).toEqual({ to: 'draft' });
    expect(contentMove('archived', 'unpublish')).toEqual({ to: 'draft' });
    expect(contentMove('draft', 'unpublish')).toEqual({ refusal: 'content.moveNotAllowed' });
    expect(contentMove('archived', 'archive')).toEqual({ refusal: 'content.moveNotAllowed' });
  });

  it('lists the moves a status allows', () => {
    expect(contentMovesFrom('draft')).toEqual(['publish', 'archive']);
    expect(contentMovesFrom('published')).toEqual(['unpublish', 'archive']);
    expect(contentMovesFrom('archived')).toEqual(['unpublish']);
  });
});
