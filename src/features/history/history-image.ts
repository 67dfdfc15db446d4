import { t } from '@lingui/core/macro';
import type { DayStatus } from '../../domain/schedule';

export interface HistoryPicture {
  name: string;
  /** The heat map's weeks: each 7 statuses, Sunday first. */
  weeks: DayStatus[][];
  /** Figure label and value pairs, in reading order. */
  figures: [string, string][];
  /** Where the colours are read: the habit's page, in its colour (data-habit-color); else the page. */
  colorsFrom?: Element | null;
}

/**
 * Draws the habit's year and figures on a canvas in the page's theme colours (no network) and
 * returns it as a PNG. The page's CSS custom properties give the colours, so light and dark mode
 * and the four accents, or the habit's own colour, all come out as the user sees them.
 */
export async function historyPng({
  name,
  weeks,
  figures,
  colorsFrom,
}: HistoryPicture): Promise<Blob> {
  const css = getComputedStyle(colorsFrom ?? document.documentElement);
  const color = (token: string) => css.getPropertyValue(`--td-${token}`).trim() || '#888';
  const width = 1200;
  const height = 630;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This browser cannot draw the image');
  const font = (size: number, weight = 600) =>
    `${weight} ${size}px ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif`;

  ctx.fillStyle = color('bg');
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = color('surface');
  roundRect(ctx, 40, 40, width - 80, height - 80, 32);
  ctx.fill();

  ctx.fillStyle = color('fg');
  ctx.font = font(52, 800);
  ctx.fillText(ellipsis(ctx, name, width - 200), 90, 130);
  ctx.fillStyle = color('muted');
  ctx.font = font(24, 500);
  ctx.fillText(t`My last 12 months on Tickday`, 90, 170);

  const cell = 16;
  const gap = 3;
  const left = 90;
  const top = 215;
  const fills: Record<DayStatus, string> = {
    done: color('accent'),
    missed: color('surface-2'),
    open: color('surface-2'),
    skipped: color('muted'),
    off: color('surface'),
    future: color('surface'),
  };
  weeks.forEach((week, w) =>
    week.forEach((status, d) => {
      ctx.fillStyle = fills[status];
      roundRect(ctx, left + w * (cell + gap), top + d * (cell + gap), cell, cell, 3);
      ctx.fill();
      if (status === 'off' || status === 'future') {
        ctx.strokeStyle = color('line');
        ctx.lineWidth = 1;
        ctx.stroke();
      }
    }),
  );

  const columns = Math.min(figures.length, 4);
  const columnWidth = (width - 180) / columns;
  figures.slice(0, 8).forEach(([label, value], i) => {
    const x = 90 + (i % columns) * columnWidth;
    const y = 420 + Math.floor(i / columns) * 90;
    ctx.fillStyle = color('accent-strong');
    ctx.font = font(40, 800);
    ctx.fillText(value, x, y);
    ctx.fillStyle = color('muted');
    ctx.font = font(20, 500);
    ctx.fillText(label, x, y + 30);
  });

  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('No image'))), 'image/png'),
  );
}

function roundRect(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
) {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
}

function ellipsis(ctx: CanvasRenderingContext2D, text: string, max: number): string {
  if (ctx.measureText(text).width <= max) return text;
  let cut = text;
  while (cut.length > 1 && ctx.measureText(`${cut}…`).width > max) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/** A file name from the habit's name: `<name>-history.png`, without characters files dislike. */
export function historyFileName(name: string): string {
  const safe =
    [...name]
      .filter((c) => c.charCodeAt(0) >= 0x20 && !'\\/:*?"<>|'.includes(c))
      .join('')
      .trim() || 'habit';
  return `${safe}-history.png`;
}
