import { t } from '@lingui/core/macro';
import type { RefObject } from 'react';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { CREATOR, PAYMENT_QR_PATH } from './creator';
import { buttonClass } from '../../components/ui/button';

interface SupportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}

export default function SupportDialog({ open, onOpenChange, returnFocusRef }: SupportDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t({ message: 'Support', comment: 'Support the app with a tip' })}
        returnFocusRef={returnFocusRef}
      >
        <div className="grid justify-items-center gap-4 text-center">
          <p className="text-sm text-muted">
            {t`Tickday is free forever, with no ads and no tracking. If it helps you, a small tip keeps it that way. Scan the code with your phone, or open the payment page.`}
          </p>
          <img
            src={PAYMENT_QR_PATH}
            alt={t`Payment QR code`}
            width={200}
            height={200}
            className="size-[200px] rounded-2xl bg-white p-2 [image-rendering:pixelated]"
          />
          <a
            href={CREATOR.paymentUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass('primary', 'lg', 'inline-flex items-center')}
          >
            {t`Open the payment page`}
          </a>
        </div>
      </DialogContent>
    </Dialog>
  );
}
