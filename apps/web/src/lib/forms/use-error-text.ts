import { useLanguage } from '../use-language';
import { messageText } from './keyed-resolver';

/** A field error as text: a message key of the shared schemas, or the server's own sentence. */
export function useErrorText(): (message: string | undefined) => string | undefined {
  const lang = useLanguage();
  return (message) => messageText(lang, message);
}
