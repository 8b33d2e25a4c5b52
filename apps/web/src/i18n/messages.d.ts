import type vi from '../../messages/vi.json';

declare module 'next-intl' {
  interface AppConfig {
    Locale: 'vi' | 'en';
    Messages: typeof vi;
  }
}
