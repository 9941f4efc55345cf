import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '@pawsook/shared/api/envelope';
import { envelopeSchema } from '@pawsook/shared/api/envelope-schema';
import type { Lang } from '@pawsook/shared/i18n/translate';
import type { CartAnswer } from '@pawsook/shared/schemas/cart';
import { coinHistoryEntrySchema, coinHistoryQuery, myCoinQuery, myCoinSchema } from '@pawsook/shared/schemas/coins';
import { envelopeRoutes } from '../../http/envelope-routes';
import { requireMember } from '../auth/auth.hook';
import type { AuthService } from '../auth/auth.service';
import type { CoinsService } from './coins.service';

type Rewards = (lang: Lang) => CartAnswer['coin']['rewardProducts'];

export function coinsRoutes(coins: CoinsService, rewards: Rewards, auth: AuthService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireMember(auth));
    const base = { tags: ['coins'], security: [{ bearer: [] }] };
    const route = envelopeRoutes(app, { docs: base });

    // by hand: the balance alone has no totalRecord, the balance with rewards has it (not a page's envelope)
    app.get(
      '/api/v1/members/get-my-pcg-coin',
      {
        schema: {
          ...base,
          summary: 'The coin balance; with limit (and page, orderBy asc|desc by coin cost) also the reward products',
          querystring: myCoinQuery,
          response: { 200: envelopeSchema(myCoinSchema).extend({ totalRecord: z.number().int().optional() }) },
        },
      },
      async (request) => {
        const coin = await coins.balance(request.memberId);
        const { limit, page, orderBy } = request.query;
        if (!limit) return okEnvelope({ coin });
        const all = [...rewards(request.lang)].sort((a, b) => (orderBy === 'asc' ? 1 : -1) * (a.coinReward - b.coinReward) || a.skuId - b.skuId);
        return okEnvelope({ coin, listSkuReward: all.slice((page - 1) * limit, page * limit) }, all.length);
      },
    );

    route.getPage(
      '/api/v1/coin-history/web',
      { summary: 'Coin history, newest first (10 a page by default)', querystring: coinHistoryQuery, result: z.array(coinHistoryEntrySchema) },
      async (request) => {
        const { entries, total } = await coins.history(request.memberId, request.lang, request.query.page, request.query.limit);
        return { items: entries, total };
      },
    );
  };
}
