import { t } from '@lingui/core/macro';
import { useEffect, useId, useState, type RefObject } from 'react';
import { AMOUNT_MAX, isValidAmount, readMeasure } from '../../../domain/amount';
import { isHabitToBreak } from '../../../domain/habit/model';
import { linkAddsOf, tickLinkOf, tickLinkUrl } from '../../../domain/habit/tick-link';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { FOCUS_RING } from '../../../components/ui/focus-ring';
import { useAppSelector, useAppStore } from '../../../state/app-store-context';
import { newToken, setTickLink, setTickLinkAdds } from '../../../state/tick-link-commands';
import { QrCode } from './qr-code';

export interface TickLinkDialogProps {
  id: string;
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The card's `More actions` button, where focus goes back on close. */
  returnFocusRef: RefObject<HTMLElement | null>;
}

const FIELD = `h-11 rounded-xl border border-line bg-surface-2 px-3 text-base text-fg ${FOCUS_RING}`;

/**
 * docs/product.md §19.4: dialog `Tick link for <name>`: textbox `Link` (read-only), `Copy link`,
 * the link's QR code, `New link`, and for an amount habit spinbutton `Each open adds`. The link
 * is made on the first opening. Its code (and the QR encoder) loads on first use.
 */
export default function TickLinkDialog({
  id,
  name,
  open,
  onOpenChange,
  returnFocusRef,
}: TickLinkDialogProps) {
  const store = useAppStore();
  const habit = useAppSelector((s) => s.habits.find((h) => h.id === id));
  const link = habit ? tickLinkOf(habit) : null;
  const toBreak = habit ? isHabitToBreak(habit) : false;
  const measure = habit && !toBreak ? readMeasure(habit.measure) : null;
  const [said, setSaid] = useState('');
  const [adds, setAdds] = useState<string | null>(null);
  const fieldId = useId();

  // A habit has no link until its dialog first opens.
  useEffect(() => {
    if (open && habit && !habit.tickLink) store.changeHabits(setTickLink(id, newToken(), false));
  }, [open, habit, id, store]);

  const url = link ? tickLinkUrl(location.origin, link.token) : '';
  const shownAdds = adds ?? String(habit ? linkAddsOf(habit) : 1);
  const addsValue = Number(shownAdds);
  const addsOk = shownAdds.trim() !== '' && isValidAmount(addsValue) && addsValue > 0;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setSaid(t`Link copied.`);
    } catch {
      setSaid(t`This browser did not let Tickday copy: select the link and copy it.`);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // The next opening starts without this one's messages and typing.
        if (!next) {
          setSaid('');
          setAdds(null);
        }
        onOpenChange(next);
      }}
    >
      <DialogContent title={t`Tick link for ${name}`} returnFocusRef={returnFocusRef}>
        <div className="grid gap-4 text-sm">
          <p className="text-muted">
            {toBreak
              ? t`Opening this link logs a slip of ${name} today, from anywhere: write it on an NFC tag, print its QR code, add it to your home screen, or open it from Shortcuts or Tasker. It never clears a slip, and does nothing else.`
              : measure
                ? t`Opening this link adds to ${name} for today, from anywhere: write it on an NFC tag, print its QR code for the fridge, add it to your home screen, or open it from Shortcuts or Tasker. It does nothing else.`
                : t`Opening this link marks ${name} done for today, from anywhere: write it on an NFC tag, print its QR code for the fridge, add it to your home screen, or open it from Shortcuts or Tasker. It never un-ticks, and does nothing else.`}
          </p>
          <div className="grid gap-1">
            <label htmlFor={`${fieldId}-link`} className="font-semibold">
              {t({ message: 'Link', comment: "The tick link's URL, in a read-only box" })}
            </label>
            <div className="flex flex-wrap gap-2">
              <input
                id={`${fieldId}-link`}
                type="text"
                readOnly
                dir="ltr"
                value={url}
                onFocus={(event) => event.currentTarget.select()}
                className={cn(FIELD, 'min-w-0 flex-1 basis-56 font-mono text-sm!')}
              />
              <Button variant="primary" size="lg" onClick={() => void copy()} disabled={!url}>
                {t`Copy link`}
              </Button>
            </div>
          </div>
          <p role="status" className="min-h-5">
            {said}
          </p>
          {url && (
            <QrCode
              text={url}
              label={t`QR code for the tick link`}
              className="size-48 justify-self-center rounded-xl border border-line"
            />
          )}
          {measure && (
            <div className="grid gap-1">
              <label htmlFor={`${fieldId}-adds`} className="font-semibold">
                {t({
                  message: 'Each open adds',
                  comment: "How much one opening of an amount habit's tick link adds to the day",
                })}
              </label>
              <div className="flex items-center gap-2">
                <input
                  id={`${fieldId}-adds`}
                  type="number"
                  inputMode="decimal"
                  min={0.01}
                  max={AMOUNT_MAX}
                  step="any"
                  value={shownAdds}
                  onChange={(event) => {
                    const text = event.target.value;
                    setAdds(text);
                    const value = Number(text);
                    if (text.trim() !== '' && isValidAmount(value) && value > 0)
                      store.changeHabits(setTickLinkAdds(id, value));
                  }}
                  aria-invalid={!addsOk || undefined}
                  aria-describedby={addsOk ? undefined : `${fieldId}-adds-problem`}
                  className={cn(FIELD, 'w-28 tabular-nums', !addsOk && 'border-danger!')}
                />
                <span dir="auto" className="text-muted">
                  {measure.unit}
                </span>
              </div>
              {!addsOk && (
                <p id={`${fieldId}-adds-problem`} className="text-danger">
                  {t`Enter an amount above 0, with at most two decimals.`}
                </p>
              )}
            </div>
          )}
          <div className="grid gap-1 border-t border-line pt-4">
            <Button
              variant="outline"
              className="justify-self-start"
              onClick={() => {
                store.changeHabits(setTickLink(id, newToken(), true));
                setSaid(
                  t`A new link is ready. The old one no longer works: give this one to its tags and shortcuts.`,
                );
              }}
            >
              {t`New link`}
            </Button>
            <p className="text-xs text-muted">
              {t`Lost a tag, or shared the link by mistake? A new link stops the old one working, on every device that syncs.`}
            </p>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
