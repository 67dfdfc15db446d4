import { useState } from 'react';
import { useHydrated } from '../../components/ui/first-render';
import { CREATOR } from './creator';

/** A fixed 40 px circle: initials underneath, the avatar on top once (and if) it loads. */
export function CreatorAvatar() {
  const [failed, setFailed] = useState(false);
  // Not in the prerendered shell (docs/decisions.md, "A first paint before React"): an image that
  // failed before React hydrated it would keep its broken icon, its error unseen. Drawn once
  // React runs, off the first screenful's path.
  const running = useHydrated();
  return (
    <span className="relative grid size-10 shrink-0 place-items-center overflow-hidden rounded-full bg-accent-soft text-sm font-bold text-accent-strong">
      <span aria-hidden={!failed}>{CREATOR.initials}</span>
      {running && !failed && (
        <img
          src={CREATOR.avatarUrl}
          alt=""
          width={40}
          height={40}
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          onError={() => setFailed(true)}
          className="absolute inset-0 size-10 object-cover"
        />
      )}
    </span>
  );
}
