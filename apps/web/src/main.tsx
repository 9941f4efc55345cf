import './index.css';
import { i18nReady } from './app/i18n/i18n';
import { yieldToMain } from './lib/yield-to-main';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const container: HTMLElement = root;

/**
 * The app starts in steps, each its own task, so that a phone can paint and answer a tap between
 * them (decision 0050): first the libraries and the texts (this module), then React DOM, the router
 * and the shop's pages (start-app, a chunk the page preloads with this one), then the first draw.
 */
async function start(): Promise<void> {
  // the shown language's texts come as a chunk of their own (decision 0048): nothing is drawn before them
  await i18nReady;
  await yieldToMain();
  const { startApp } = await import('./app/start-app');
  await yieldToMain();
  await startApp(container);
}

void start();
