import type { coinLedger } from './coins.tables';

export type CoinActivity = (typeof coinLedger.$inferInsert)['activity'];

export interface CoinMovement {
  memberId: number;
  /** signed: positive earns, negative spends */
  coin: number;
  activity: CoinActivity;
  /** what the movement is for (an order number, a reward, 'signup'): one movement per activity and reference */
  reference: string;
}

/** A spend: how many coins leave the balance, for what. */
export type SpendMovement = Omit<CoinMovement, 'coin'> & { coins: number };
