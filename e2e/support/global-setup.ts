import { preparePrivateShopTemplate } from './private-shop';

export default async function globalSetup(): Promise<void> {
  await preparePrivateShopTemplate();
}
