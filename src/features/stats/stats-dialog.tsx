import type { RefObject } from 'react';
import { Dialog, DialogContent } from '../../components/ui/dialog';

interface StatsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}

export default function StatsDialog({ open, onOpenChange, returnFocusRef }: StatsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Stats" returnFocusRef={returnFocusRef}>
        <div className="grid place-items-center gap-2 py-8 text-center">
          <p className="text-base font-semibold">Ready when you are</p>
          <p className="text-sm text-muted">Add your first habit to make today count.</p>
        </div>
      </DialogContent>
    </Dialog>
  );
}
