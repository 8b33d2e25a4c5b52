import type { vi } from '../../messages';

declare module 'next-intl' {
  interface AppConfig {
    Locale: 'vi' | 'en';
    Messages: typeof vi;
  }
}
