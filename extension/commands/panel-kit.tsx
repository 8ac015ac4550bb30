/** Panels and parts shared by many commands: one that acts at once (chain-step `run`), one that needs a website, where a clip came from, and a page's icon. */
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { graphQuery } from '../shared/graph-address';
import { siteOf } from '../shared/site-of';
import type { AnyCommandContext, AnyPanel, BarContext, PanelProps } from './define-command';
import type { VisitOrigin } from '../storage/tools-db';
import { clockTime } from '../shared/clock-time';
import { NOT_A_SITE } from './site-required';
import { chromeFaviconUrl } from '../shared/chrome-favicon';

/**
 * A command that acts at once: runs `run` once when opened; a returned sentence stays on screen,
 * undefined closes the bar, and a failure shows its message so nothing fails silently.
 */
export function actionPanel(run: (ctx: AnyCommandContext, arg: string) => Promise<string | void>): AnyPanel {
  return function ActionPanel({ ctx, arg }) {
    const [message, setMessage] = useState('Working…');
    const started = useRef(false);
    useEffect(() => {
      if (started.current) return;
      started.current = true;
      run(ctx, arg).then(
        (text) => (text ? setMessage(text) : ctx.close()),
        (error: unknown) => setMessage(error instanceof Error ? error.message : String(error)),
      );
    }, [ctx, arg]);
    return (
      <p className="message" role="status">
        {message}
      </p>
    );
  };
}

/** Renders `Panel` for the bar tab's site (or the one typed), or the sentence saying a website is needed. */
export function withSite<B>(Panel: ComponentType<PanelProps<B> & { site: string }>): ComponentType<PanelProps<B>> {
  return function SitePanel(props: PanelProps<B>) {
    const typed = props.arg && !props.arg.includes(' ') && props.arg.includes('.') ? props.arg : null;
    const site = typed ?? siteOf(props.ctx.tab?.url);
    return site ? (
      <Panel {...props} site={site} />
    ) : (
      <p className="error" role="alert">
        {NOT_A_SITE}
      </p>
    );
  };
}

/** Opens the graph page at a moment (issue 37: a query of shared/graph-address.ts) in a new tab of the bar's window, then closes the bar. */
export function openGraphAt(ctx: Pick<BarContext, 'api' | 'tab' | 'close'>, query: string): void {
  const url = `${ctx.api.runtime.getURL('/app.html')}${query}`;
  void ctx.api.tabs.create({ url, windowId: ctx.tab?.windowId }).then(ctx.close);
}

/**
 * Where a clip or snippet came from, on its row (issue 37): "from <title> · <time it was taken>" and "Show in graph"
 * (the graph at its visit, highlighted with its path); without a visit, "What was I doing then" (the graph at `at`).
 */
export function OriginLine({
  ctx,
  from,
  at,
}: {
  ctx: Pick<BarContext, 'api' | 'tab' | 'close'>;
  from: VisitOrigin | undefined;
  at: number;
}) {
  const title = from && (from.title || siteOf(from.url) || from.url);
  return (
    <span className="origin">
      <span className="muted">{title ? `from ${title} · ${clockTime(at)}` : clockTime(at)}</span>{' '}
      {from?.visitId ? (
        <button type="button" className="link" onClick={() => openGraphAt(ctx, graphQuery(from.at, from.visitId))}>
          Show in graph
        </button>
      ) : (
        <button type="button" className="link" onClick={() => openGraphAt(ctx, graphQuery(at))}>
          What was I doing then
        </button>
      )}
    </span>
  );
}

/** The side of a page's icon in the bar's lists, in CSS pixels. */
export const PAGE_ICON_PX = 16;

/** A page's icon from Chrome's favicon cache (its grey globe where Chrome keeps none), as Chrome's own lists show it. */
export function PageIcon({ url }: { url: string }) {
  return (
    <img
      className="page-icon"
      src={chromeFaviconUrl(url, 2 * PAGE_ICON_PX)}
      alt=""
      width={PAGE_ICON_PX}
      height={PAGE_ICON_PX}
    />
  );
}
