import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { BarContext } from '../command-bar/bar-context';
import type { CommandInfo } from '../command-bar/catalog';
import { siteOf } from './site';

/** Props every command panel gets. */
export interface PanelProps {
  ctx: BarContext;
  /** Text typed after the command ("/timer 25" → "25"). */
  arg: string;
  command: CommandInfo;
}

/**
 * A command that acts at once: runs `run` once when opened; a returned sentence stays on screen,
 * undefined closes the bar, and a failure shows its message so nothing fails silently.
 */
export function actionPanel(run: (ctx: BarContext, arg: string) => Promise<string | void>) {
  return function ActionPanel({ ctx, arg }: PanelProps) {
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
    return <p className="message" role="status">{message}</p>;
  };
}

/** Said by site commands (/note, /limit, /block) on a page that is not a website. */
export const NOT_A_SITE = 'Open a website first: this command works on http and https pages.';

/** The site of the bar's tab, or an error sentence for pages that are not websites. */
export function requireSite(site: string | null): string {
  if (!site) throw new Error(NOT_A_SITE);
  return site;
}

/** Renders `Panel` for the bar tab's site (or the one typed), or the sentence saying a website is needed. */
export function withSite(Panel: ComponentType<PanelProps & { site: string }>) {
  return function SitePanel(props: PanelProps) {
    const typed = props.arg && !props.arg.includes(' ') && props.arg.includes('.') ? props.arg : null;
    const site = typed ?? siteOf(props.ctx.tab?.url);
    return site ? <Panel {...props} site={site} /> : <p className="error" role="alert">{NOT_A_SITE}</p>;
  };
}
