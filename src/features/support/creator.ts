/**
 * Who makes Tickday and where support goes. The one place to change these (docs/decisions.md,
 * "Creator details"). The avatar is the only network request the app makes.
 */
export const CREATOR = {
  name: 'The Tickday team',
  initials: 'TD',
  avatarUrl: 'https://unavatar.io/github/tickday?fallback=false',
  profileUrl: 'https://github.com/tickday',
  paymentUrl: 'https://buymeacoffee.com/tickday',
  email: 'hello@tickday.app',
} as const;

/** Served from public/, generated once from CREATOR.paymentUrl by `npm run qr`. */
export const PAYMENT_QR_PATH = '/qr-payment.png';
