/** SPEC §4: the order the explore demos are revealed in. */
export const REVEAL_ORDER = ['flow', 'notes', 'youtube', 'timebar', 'analytics', 'limit', 'clipboard'] as const;

/** One of the explore demos. */
export type DemoKey = (typeof REVEAL_ORDER)[number];

/** SPEC §9 reveal stagger on desktop and mobile, and the mobile side bar's hide delay. */
export const EXPLORE_TIMING = { staggerDesktopMs: 200, staggerMobileMs: 100, mobileBarHideMs: 1000 };

/** SPEC §2 explore section copy: three columns and their blocks. */
export const EXPLORE_COPY = {
  heading: 'Explore what the bar can do',
  text: 'Every tool opens over the page you are on, and goes away when you are done.',
  columns: { planning: 'Calendar & Notes', quick: 'Quick Access', focus: 'Focus Tools' },
  timers: 'Timers and Page Analytics',
  integrated: 'Integrated with command bar',
  integratedText: 'Type /timer or /limit from any tab to start one.',
};

/** SPEC §3 demo event, per day of the flow demo. */
export interface DemoEvent {
  id: string;
  time: string;
  title: string;
}

/** The flow demo's per-day events (SPEC §1: Yesterday, Today, Tomorrow). */
export const DEMO_DAYS: { label: string; events: DemoEvent[] }[] = [
  { label: 'Yesterday', events: [{ id: 'y1', time: '4:30 PM', title: 'Ship the onboarding copy' }] },
  {
    label: 'Today',
    events: [
      { id: 't1', time: '9:00 AM', title: 'Stand-up with the team' },
      { id: 't2', time: '1:00 PM', title: 'Review pull requests' },
    ],
  },
  { label: 'Tomorrow', events: [{ id: 'm1', time: '10:00 AM', title: 'Design critique' }] },
];

/** SPEC §9 notepad demo: 7 notes on this site. */
export const DEMO_NOTES = {
  site: 'github.com',
  count: 7,
  text: 'Refactor the parser before Friday. Ask Sam about the flaky test in CI.',
  saved: 'Saved',
  search: 'Search notes',
};

/** SPEC §3 clipboard item. */
export interface ClipboardItem {
  id: string;
  content: string;
  type: 'text' | 'link';
  timestamp: string;
  preview: string;
}

/** The clipboard demo's history. */
export const DEMO_CLIPBOARD: ClipboardItem[] = [
  {
    id: 'c1',
    content: 'https://github.com/intently/roadmap',
    type: 'link',
    timestamp: '2m ago',
    preview: 'github.com/intently/roadmap',
  },
  {
    id: 'c2',
    content: 'Meeting moved to 3pm on Thursday',
    type: 'text',
    timestamp: '8m ago',
    preview: 'Meeting moved to 3pm on Thursday',
  },
  {
    id: 'c3',
    content: 'npm run build && npm start',
    type: 'text',
    timestamp: '21m ago',
    preview: 'npm run build && npm start',
  },
];

/** SPEC §9: daily focus limit from Off to 6 hours, in half hours; the demo starts at 2h. */
export const LIMIT = { maxHalfHours: 12, demoHalfHours: 4, site: 'youtube.com' };

/** SPEC §9 time bar demo: counts down from 15:23 and turns to its warning stage below 15:20. */
export const TIMEBAR = { startSeconds: 15 * 60 + 23, warningBelowSeconds: 15 * 60 + 20, totalSeconds: 25 * 60 };

/** The reading-analytics chip (SPEC §1: read time, percent read, time spent). */
export const ANALYTICS = { readTime: '6 min read', percentRead: 64, timeSpent: '4m 12s' };
