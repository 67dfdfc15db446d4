// Generates public/qr-payment.png from the payment URL once; the PNG is committed.
import QRCode from 'qrcode';
import { readFileSync } from 'node:fs';

const source = readFileSync(new URL('../src/features/support/creator.ts', import.meta.url), 'utf8');
const url = /paymentUrl: '([^']+)'/.exec(source)?.[1];
if (!url) throw new Error('paymentUrl not found in creator.ts');
await QRCode.toFile(new URL('../public/qr-payment.png', import.meta.url).pathname, url, {
  width: 400,
  margin: 1,
  errorCorrectionLevel: 'M',
});
console.log(`public/qr-payment.png encodes ${url}`);
