import type { CatalogName } from '../../../extension/commands/command-catalog';
import { PRODUCT_NAME } from '../config';

/** SPEC §2 header copy and the sections its buttons jump to. */
export const HEADER_COPY = {
  nav: [
    { label: 'Command', target: 'commands' },
    { label: 'Track', target: 'track' },
    { label: 'Explore', target: 'explore' },
  ],
  privacy: 'Privacy',
  getStarted: 'Get Started',
  menu: 'Menu',
};

/** SPEC §2 hero copy in normal and demo/early-access mode. */
export const HERO_COPY = {
  heading: 'A command bar for everything',
  tagline: 'Organize your browsing. Navigate with speed. Track what matters.',
  hint: (key: string) => `Press ${key} twice on any tab. Type what you want to do, without opening another tab.`,
  install: 'Install Free',
  watchDemo: 'Watch Demo',
  demoTitle: `${PRODUCT_NAME} in one minute`,
  /** Under the demo video on a Mac: the recording shows the key of the computer it was made on. */
  videoKeyNote: 'The video was recorded on Linux, where the key is Ctrl: on a Mac, press ⌘ twice.',
  beta: 'Beta',
  earlyHeading: 'Join the early access',
  /** What happens: the extension works at once without an account; signing in waits for an invitation. */
  earlyTagline: (fromStore: boolean) =>
    `${fromStore ? 'Install it from the Chrome Web Store' : 'Download the beta and load it in Chrome'}: the bar, notes, timers and your browsing graph work at once, without an account. Signing in, to sync and for /chat, /translate, /gmail, /cal and /slack, is by invitation while in beta: join the waitlist for yours.`,
  back: 'Back',
  download: 'Download for Chrome',
  joinEarly: 'Join Early Access',
};

/** One example command of the hero's rotating command-bar demo, with its highlight colour. */
export interface DemoCommand {
  /** A command of the extension's catalog. */
  command: CatalogName;
  text: string;
  color: string;
}

/** SPEC §2 hero demo: the 7 example commands in order, each with one of the seven highlight colours. */
export const DEMO_COMMANDS: DemoCommand[] = [
  { command: '/todo', text: 'Review the launch checklist at 4pm', color: '#c2693a' },
  { command: '/slack', text: 'Tell #design the mockups are ready', color: '#7c4dba' },
  { command: '/yt', text: 'lofi beats to focus to', color: '#d93025' },
  { command: '/gmail', text: 'Send the invoice to Dana', color: '#1a73e8' },
  { command: '/chat', text: 'Summarize this article in 3 bullets', color: '#0f9d58' },
  { command: '/remember', text: 'Parking spot is level 3, B12', color: '#e8a317' },
  { command: '/translate', text: 'Merci pour votre aide → English', color: '#0b8aa8' },
];

/** SPEC §9 hero timings. */
export const HERO_TIMING = { rotateMs: 1400, fadeMs: 100, glowMs: 800, hideAfterProgressMs: 200 };

/** SPEC §4: scroll progress reaches 1 at this share of the distance from the hero top to the browser mock bottom. */
export const PROGRESS_END_RATIO = 0.6;

/** SPEC §2 commands section: every slash command, the product's own, and '+more' (texts: the extension's catalog). */
export const COMMANDS_COPY = {
  heading: 'Curated tools that make browsing effortless',
  text: 'Modular by design, works on every website you visit. Type a slash and a few letters.',
  /** The commands shown, in SPEC's order; each card says what the command does in the extension's own words. */
  commands: [
    '/gmail',
    '/slack',
    '/todo',
    '/translate',
    '/timer',
    '/block',
    '/limit',
    '/remember',
    '/recall',
    '/ss',
    '/yt',
    '/chat',
    '/visualize',
    '/cal',
    '/new',
    '/group',
    '/arrange',
    '/history',
    '/next',
    '/view',
    '/close',
    '/switch',
    '/sessions',
    '/clip',
    '/intently', // the one named after the product
  ] as const satisfies readonly CatalogName[],
  more: '+more',
  moreText: 'Custom commands and automation',
};

/** SPEC §2 transition sentence, with the product's name. */
export const TRANSITION_SENTENCE = `When focus slips, ${PRODUCT_NAME} helps you see the patterns behind it.`;

/** SPEC §2 install call to action. */
export const INSTALL_COPY = {
  heading: 'Browse with intention',
  text: 'Move faster, stay focused, stay on top of what matters.',
  install: 'Install Free',
};

/** SPEC §2 footer copy. */
export const FOOTER_COPY = {
  rights: 'All rights reserved.',
  privacy: 'Privacy Policy',
  terms: 'Terms of Service',
  pricing: 'Pricing',
  help: 'Help',
  contact: 'Contact',
};
