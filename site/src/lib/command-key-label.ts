import { commandKeyFor } from '../../../extension/command-bar/double-press';

/** How the site names the key pressed twice to open the bar: ⌘ on a Mac, Ctrl elsewhere, as the extension listens. */
export function commandKeyLabel(platform: string): '⌘' | 'Ctrl' {
  return commandKeyFor(platform) === 'Meta' ? '⌘' : 'Ctrl';
}

/** The command key's label on the visitor's own platform. */
export function visitorCommandKey(): '⌘' | 'Ctrl' {
  const { userAgentData } = navigator as Navigator & { userAgentData?: { platform?: string } };
  return commandKeyLabel(userAgentData?.platform || navigator.platform);
}
