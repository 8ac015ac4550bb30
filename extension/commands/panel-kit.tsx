/** Panels shared by many commands: one that acts at once (chain-step `run`), and one that needs a website. */
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { siteOf } from '../shared/site-of';
import type { AnyCommandContext, AnyPanel, PanelProps } from './define-command';
import { NOT_A_SITE } from './site-required';

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
