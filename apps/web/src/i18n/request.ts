import { COOKIES, DEFAULT_TIMEZONE, parseLanguage } from '@chobep/domain';
import { resolveLanguage } from '@chobep/domain/platform/lang-url';
import { cookies, headers } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { MESSAGES } from '../../messages';
import { trustedContext } from '../lib/context-seal';
import { CONTEXT_HEADERS } from '../lib/viewer';

/**
 * No locale in the path: the proxy resolves ?lang= → cookie cb_lang → vi and passes the result
 * on; the cookie fallback covers requests the proxy does not see.
 */
export default getRequestConfig(async () => {
  const [h, c] = await Promise.all([headers(), cookies()]);
  const locale =
    parseLanguage(trustedContext(h).get(CONTEXT_HEADERS.locale)) ??
    resolveLanguage(null, c.get(COOKIES.language)?.value);
  return { locale, messages: MESSAGES[locale], timeZone: DEFAULT_TIMEZONE };
});
