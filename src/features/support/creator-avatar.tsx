import { useState } from 'react';
import { CREATOR } from './creator';

/** A fixed 40 px circle: initials underneath, the avatar on top once (and if) it loads. */
export function CreatorAvatar() {
  const [failed, setFailed] = useState(false);
  return (
    <span className="relative grid size-10 shrink-0 place-items-center overflow-hidden rounded-full bg-accent-soft text-sm font-bold text-accent-strong">
      <span aria-hidden={!failed}>{CREATOR.initials}</span>
      {!failed && (
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
