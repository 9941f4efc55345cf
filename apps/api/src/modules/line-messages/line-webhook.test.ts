import { describe, expect, it } from 'vitest';
import { followEvents, isLineSignature, lineSignature } from './line-webhook';

describe("LINE's webhook", () => {
  const body = Buffer.from('{"destination":"U0","events":[]}');

  it('knows LINE’s signature of a body, and no other', () => {
    const signature = lineSignature('channel-secret', body);
    expect(isLineSignature('channel-secret', body, signature)).toBe(true);
    expect(isLineSignature('another-secret', body, signature)).toBe(false);
    expect(isLineSignature('channel-secret', Buffer.from('{"destination":"U0","events":[{}]}'), signature)).toBe(false);
    expect(isLineSignature('channel-secret', body, undefined)).toBe(false);
    expect(isLineSignature('channel-secret', body, 'short')).toBe(false);
  });

  it('reads follows and unfollows of people, leaving other events and groups alone', () => {
    expect(
      followEvents({
        events: [
          { type: 'follow', source: { type: 'user', userId: 'U1' } },
          { type: 'unfollow', source: { type: 'user', userId: 'U2' } },
          { type: 'message', source: { type: 'user', userId: 'U3' } },
          { type: 'follow', source: { type: 'group', groupId: 'G1' } },
          null,
        ],
      }),
    ).toEqual([
      { type: 'follow', userId: 'U1' },
      { type: 'unfollow', userId: 'U2' },
    ]);
    expect(followEvents({ destination: 'U0', events: [] })).toEqual([]);
    expect(followEvents('nonsense')).toEqual([]);
  });
});
