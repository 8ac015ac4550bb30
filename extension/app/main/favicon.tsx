import { useState } from 'react';
import { FAVICON_SIZE } from './main-copy';

/** A domain's icon from the browser's own favicon cache (history never leaves the device); a grey square when it fails. */
export function Favicon({ domain }: { domain: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <span className="favicon favicon-fallback" aria-hidden="true" />;
  const src = `${location.origin}/_favicon/?pageUrl=${encodeURIComponent(`https://${domain}/`)}&size=${FAVICON_SIZE}`;
  return (
    <img
      className="favicon"
      src={src}
      width={FAVICON_SIZE}
      height={FAVICON_SIZE}
      alt=""
      onError={() => setFailed(true)}
    />
  );
}
