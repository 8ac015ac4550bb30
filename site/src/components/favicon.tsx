import { useState } from 'react';

/** A 24 px site icon; a grey square stands in when it fails to load (SPEC §2). */
export function Favicon({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <span className="favicon favicon-fallback" data-testid="favicon-fallback" aria-hidden="true" />;
  return (
    <img className="favicon" src={src} alt="" width={24} height={24} loading="lazy" onError={() => setFailed(true)} />
  );
}
