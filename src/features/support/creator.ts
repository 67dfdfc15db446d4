import { t } from '@lingui/core/macro';

/**
 * Who makes Tickday and where support goes. The one place to change these (docs/decisions.md,
 * "Creator details"). The avatar is the only network request the app makes.
 */
export const CREATOR = {
  /** In the language in use when read ("Made with care by The Tickday team"). */
  get name(): string {
    return t({ message: 'The Tickday team', comment: 'Who makes Tickday, in the page footer' });
  },
  initials: 'TD',
  avatarUrl: 'https://unavatar.io/github/tickday?fallback=false',
  profileUrl: 'https://github.com/tickday',
  paymentUrl: 'https://buymeacoffee.com/tickday',
  email: 'hello@tickday.app',
} as const;

/** Served from public/, generated once from CREATOR.paymentUrl by `npm run qr`. */
export const PAYMENT_QR_PATH = '/qr-payment.png';
