import { t } from '@lingui/core/macro';
import { preloadable } from '../../../components/ui/preloadable';

// Shared by the plain list (habit-list.tsx) and the page with groups (habit-sections.lazy.tsx).

/**
 * The cards rendered at first, and added per step after that (docs/decisions.md, "A window over
 * very long lists"): up to this many habits nothing changes; past it, the next cards arrive as the
 * end of the list scrolls near, or with "Show more habits", so an action costs the same whether a
 * list holds 100 habits or 5,000.
 */
export const LIST_WINDOW = 100;

export const SortableLayer = preloadable(
  () => t`the reorder code`,
  () => import('../moving/sortable-list.lazy'),
);
