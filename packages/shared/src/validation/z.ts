/**
 * zod, with the shop's message keys installed (zod-messages.ts). The shared schemas import zod
 * from here, so whoever uses a schema — a server route or a lazily loaded browser form — gets the
 * keys without an app-wide start-up step that would put zod into every page's first download.
 */
import { z } from 'zod';
import { installZodMessageKeys } from './zod-messages';

installZodMessageKeys();

export { z };
