import type { CustomCommand } from '../storage/custom-commands-store';

/** The three examples the editor offers (none is installed until the user adds it). */
export const CUSTOM_COMMAND_EXAMPLES: readonly CustomCommand[] = [
  {
    name: '/wiki',
    description: 'Search Wikipedia',
    kind: 'url',
    url: 'https://en.wikipedia.org/w/index.php?search={query}',
  },
  {
    name: '/sitesearch',
    description: 'Search this site with DuckDuckGo',
    kind: 'url',
    url: 'https://duckduckgo.com/?q=site%3A{domain}+{query}',
  },
  {
    name: '/focus',
    description: 'Group this window by site, start a 25-minute timer, limit social sites to 30 minutes',
    kind: 'chain',
    steps: [
      { command: '/group', arg: '' },
      { command: '/timer', arg: '25 Focus' },
      { command: '/limit', arg: '30 social' },
    ],
  },
];
