import { useEffect, useState } from 'react';
import { chromeFaviconUrls, chromeStandInUrl, firstIcon } from '../../shared/chrome-favicon';
import { FAVICON_SIZE } from './main-copy';

/**
 * A domain's icon from Chrome's own favicon cache (history never leaves the device), asked by `page`, a page of it the
 * user visited, then by the site's front page; a grey square while it loads and where Chrome has none (its globe),
 * marked `data-none` once that is known.
 */
export function Favicon({ domain, page }: { domain: string; page: string }) {
  /** The icon's address; null where Chrome has none, undefined while it is asked. */
  const [src, setSrc] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let shown = true;
    setSrc(undefined);
    const urls = chromeFaviconUrls(domain, page, FAVICON_SIZE);
    void firstIcon(urls, chromeStandInUrl(FAVICON_SIZE)).then((icon) => shown && setSrc(icon?.src ?? null));
    return () => {
      shown = false;
    };
  }, [domain, page]);
  if (!src)
    return <span className="favicon favicon-fallback" aria-hidden="true" data-none={src === null ? '' : undefined} />;
  return <img className="favicon" src={src} width={FAVICON_SIZE} height={FAVICON_SIZE} alt="" />;
}
