/**
 * The member's cart in the query cache. The key starts with 'member' so that log-out and the 401
 * rule forget it with the rest of the member's data, and names the member so that another member
 * signing in on the same browser never sees it. The answer's few texts in the request's language
 * (donation place and reward names) are fetched again on a language switch, which invalidates
 * every query.
 */
export const cartKeys = {
  all: (memberId: string) => ['member', memberId, 'cart'] as const,
};
