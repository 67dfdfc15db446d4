import { createTailwindMerge, validators } from 'tailwind-merge';

const { isAny, isArbitraryLength, isArbitraryValue } = validators;
const ANY = [isAny];
/** A prefix with any value: `w-12`, `w-[30px]`. */
const any = (...prefixes: string[]) => prefixes.map((prefix) => ({ [prefix]: ANY }));
/** A prefix alone or with any value: `rounded`, `rounded-xl`. */
const bareOrAny = (prefix: string) => [{ [prefix]: ['', isAny] }];
const WIDTHS = ['', '0', '1', '2', '4', '8'];
const SIDES = (p: string) => [`${p}x`, `${p}y`, `${p}t`, `${p}r`, `${p}b`, `${p}l`];
/** The sides that follow the writing direction: `ps-6` is the left in English, the right in Arabic. */
const LOGICAL = (p: string) => [`${p}s`, `${p}e`];

/**
 * tailwind-merge with the class groups Tailwind has and this app uses, instead of its default
 * configuration of every Tailwind class (7.8 KB of gzip in the first paint's code, against 2 KB).
 * `cn.test.ts` checks that it merges every pair of the app's own classes exactly as the default
 * configuration does, so a class added without its group fails there (docs/decisions.md).
 */
const merge = createTailwindMerge(() => ({
  cacheSize: 500,
  theme: {},
  orderSensitiveModifiers: [],
  classGroups: {
    display: [
      'block',
      'inline-block',
      'inline',
      'flex',
      'inline-flex',
      'grid',
      'inline-grid',
      'contents',
      'hidden',
      'table',
    ],
    sr: ['sr-only', 'not-sr-only'],
    position: ['static', 'fixed', 'absolute', 'relative', 'sticky'],
    visibility: ['visible', 'invisible', 'collapse'],
    inset: any('inset'),
    'inset-x': any('inset-x'),
    'inset-y': any('inset-y'),
    top: any('top'),
    right: any('right'),
    bottom: any('bottom'),
    left: any('left'),
    z: any('z'),
    'flex-direction': [{ flex: ['row', 'row-reverse', 'col', 'col-reverse'] }],
    'flex-wrap': [{ flex: ['wrap', 'wrap-reverse', 'nowrap'] }],
    flex: any('flex'),
    grow: bareOrAny('grow'),
    shrink: bareOrAny('shrink'),
    basis: any('basis'),
    'grid-cols': any('grid-cols'),
    'grid-rows': any('grid-rows'),
    'col-start-end': [{ col: ['auto', { span: ['full', isAny] }] }],
    gap: any('gap'),
    'gap-x': any('gap-x'),
    'gap-y': any('gap-y'),
    'justify-content': [
      { justify: ['start', 'end', 'center', 'between', 'around', 'evenly', 'stretch', 'normal'] },
    ],
    'justify-items': [{ 'justify-items': ['start', 'end', 'center', 'stretch', 'normal'] }],
    'justify-self': [{ 'justify-self': ['auto', 'start', 'end', 'center', 'stretch'] }],
    'align-items': [{ items: ['start', 'end', 'center', 'baseline', 'stretch'] }],
    'align-self': [{ self: ['auto', 'start', 'end', 'center', 'stretch', 'baseline'] }],
    'place-items': [{ 'place-items': ['start', 'end', 'center', 'stretch', 'baseline'] }],
    ...Object.fromEntries(
      ['p', ...SIDES('p'), ...LOGICAL('p'), 'm', ...SIDES('m')].map((p) => [p, any(p)]),
    ),
    ...Object.fromEntries(
      ['w', 'h', 'size', 'min-w', 'min-h', 'max-w', 'max-h'].map((p) => [p, any(p)]),
    ),
    'font-size': [
      {
        text: [
          'xs',
          'sm',
          'base',
          'lg',
          'xl',
          '2xl',
          '3xl',
          '4xl',
          '5xl',
          '6xl',
          isArbitraryLength,
        ],
      },
    ],
    'text-alignment': [{ text: ['left', 'center', 'right', 'justify', 'start', 'end'] }],
    'text-wrap': [{ text: ['wrap', 'nowrap', 'balance', 'pretty'] }],
    'text-color': any('text'),
    'font-weight': [
      {
        font: ['thin', 'extralight', 'light', 'normal', 'medium', 'semibold', 'bold', 'extrabold'],
      },
      { font: ['black'] },
    ],
    'font-family': [{ font: ['sans', 'serif', 'mono'] }],
    leading: any('leading'),
    tracking: any('tracking'),
    'fvn-spacing': ['tabular-nums', 'proportional-nums'],
    'text-overflow': ['truncate', 'text-ellipsis', 'text-clip'],
    'line-clamp': any('line-clamp'),
    whitespace: any('whitespace'),
    break: [{ break: ['normal', 'words', 'all', 'keep'] }],
    wrap: [{ wrap: ['break-word', 'anywhere', 'normal'] }],
    'text-decoration': ['underline', 'overline', 'line-through', 'no-underline'],
    'underline-offset': any('underline-offset'),
    'text-decoration-color': any('decoration'),
    'list-style-type': any('list'),
    'bg-color': any('bg'),
    rounded: bareOrAny('rounded'),
    'rounded-t': bareOrAny('rounded-t'),
    'border-w': [{ border: WIDTHS }],
    'border-w-t': [{ 'border-t': WIDTHS }],
    'border-w-b': [{ 'border-b': WIDTHS }],
    'border-style': [{ border: ['solid', 'dashed', 'dotted', 'double', 'hidden', 'none'] }],
    'border-color': any('border'),
    'divide-y': [{ 'divide-y': WIDTHS }],
    'divide-color': any('divide'),
    shadow: bareOrAny('shadow'),
    'ring-w': [{ ring: WIDTHS }],
    'ring-w-inset': ['ring-inset'],
    'ring-color': any('ring'),
    'ring-offset-w': [{ 'ring-offset': WIDTHS.slice(1) }],
    'ring-offset-color': any('ring-offset'),
    'outline-style': [{ outline: ['none', 'hidden', 'solid', 'dashed', 'dotted', 'double'] }],
    'outline-w': [{ outline: WIDTHS }],
    opacity: any('opacity'),
    rotate: any('rotate'),
    overflow: [{ overflow: ['auto', 'hidden', 'clip', 'visible', 'scroll'] }],
    'overflow-x': [{ 'overflow-x': ['auto', 'hidden', 'clip', 'visible', 'scroll'] }],
    'overflow-y': [{ 'overflow-y': ['auto', 'hidden', 'clip', 'visible', 'scroll'] }],
    overscroll: [{ overscroll: ['auto', 'contain', 'none'] }],
    cursor: any('cursor'),
    'pointer-events': [{ 'pointer-events': ['auto', 'none'] }],
    select: [{ select: ['none', 'text', 'all', 'auto'] }],
    touch: [{ touch: ['auto', 'none', 'manipulation'] }],
    'touch-x': [{ touch: ['pan-x', 'pan-left', 'pan-right'] }],
    'touch-y': [{ touch: ['pan-y', 'pan-up', 'pan-down'] }],
    transition: [
      { transition: ['', 'all', 'colors', 'opacity', 'shadow', 'transform', 'none'] },
      { transition: [isArbitraryValue] },
    ],
    duration: any('duration'),
    ease: any('ease'),
    animate: any('animate'),
    'translate-x': any('translate-x'),
    'translate-y': any('translate-y'),
    scale: any('scale'),
    'backdrop-blur': bareOrAny('backdrop-blur'),
    brightness: any('brightness'),
    appearance: [{ appearance: ['none', 'auto'] }],
    accent: any('accent'),
    fill: any('fill'),
    stroke: any('stroke'),
    aspect: any('aspect'),
    'object-fit': [{ object: ['contain', 'cover', 'fill', 'none', 'scale-down'] }],
    'scroll-mb': any('scroll-mb'),
  },
  conflictingClassGroups: {
    flex: ['basis', 'grow', 'shrink'],
    inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left'],
    'inset-x': ['right', 'left'],
    'inset-y': ['top', 'bottom'],
    p: [...SIDES('p'), ...LOGICAL('p')],
    px: ['pr', 'pl'],
    py: ['pt', 'pb'],
    m: SIDES('m'),
    mx: ['mr', 'ml'],
    my: ['mt', 'mb'],
    size: ['w', 'h'],
    gap: ['gap-x', 'gap-y'],
    rounded: ['rounded-t'],
    'border-w': ['border-w-t', 'border-w-b'],
    overflow: ['overflow-x', 'overflow-y'],
    touch: ['touch-x', 'touch-y'],
    'touch-x': ['touch'],
    'touch-y': ['touch'],
    'line-clamp': ['display', 'overflow'],
    'font-size': ['leading'],
  },
  conflictingClassGroupModifiers: { 'font-size': ['leading'] },
}));

/**
 * Joins class names, skipping falsy ones; of two classes for the same property the later wins,
 * so a caller's class overrides the component's whatever the stylesheet's order.
 */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return merge(classes);
}
