/**
 * Styles of the in-page tools, inside their closed shadow root: light, or dark where the host's data-theme says so
 * (shared/theme.ts), AA contrast in both. Icons are inline SVG in the text colour (shared/svg-icon.ts).
 */
export const IN_PAGE_CSS = `
:host { all: initial; --ink: #1f1a16; --on-ink: #fff; --accent: #a3532a; --card: #fffaf3; --card-ink: #1f1a16; --card-edge: #ecd9c6; --rule: #4a3f37; --warn: #b3261e; }
:host([data-theme='dark']) { --ink: #f1ebe5; --on-ink: #1b1511; --accent: #eba57a; --card: #2a231e; --card-ink: #f1ebe5; --card-edge: #4a4039; --rule: #c9bdb2; --warn: #ff9a94; }
* { box-sizing: border-box; font: 13px/1.4 system-ui, sans-serif; }
svg { display: block; }
.timebar { position: fixed; top: 0; left: 0; right: 0; height: 4px; background: rgba(184,101,47,.15); pointer-events: none; }
.timebar-fill { height: 100%; background: var(--accent); transform-origin: left; }
.timebar-chip { position: fixed; top: 8px; right: 12px; pointer-events: auto; background: var(--ink); color: var(--on-ink); border-radius: 999px; padding: 3px 10px; font-variant-numeric: tabular-nums; }
.timebar-chip.warning { background: var(--warn); color: var(--on-ink); }
.note-chip { position: fixed; right: 12px; bottom: 12px; max-width: 280px; pointer-events: auto; background: var(--card); color: var(--card-ink); border: 1px solid var(--card-edge); border-radius: 10px; padding: 8px 10px; box-shadow: 0 6px 20px rgba(0,0,0,.15); cursor: pointer; white-space: pre-wrap; }
.note-chip b { display: block; color: var(--accent); }
.note-close { float: right; border: 0; background: none; color: inherit; cursor: pointer; padding: 2px; }
.side { position: fixed; left: 0; top: 50%; transform: translateY(-50%); pointer-events: auto; display: flex; flex-direction: column; gap: 4px; padding: 8px 4px; background: var(--ink); border-radius: 0 12px 12px 0; }
.side button { width: 34px; height: 34px; border: 0; border-radius: 8px; background: transparent; color: var(--on-ink); cursor: pointer; display: grid; place-items: center; padding: 0; }
.side button:hover { background: var(--accent); color: var(--on-ink); }
.side hr { border: 0; border-top: 1px solid var(--rule); margin: 2px 4px; }
.reading-chip { position: fixed; left: 48px; bottom: 12px; pointer-events: auto; display: flex; align-items: center; gap: 2px; background: var(--ink); color: var(--on-ink); border-radius: 999px; padding: 2px 4px 2px 10px; }
.reading-chip button { border: 0; background: transparent; color: inherit; cursor: pointer; padding: 4px; border-radius: 999px; display: grid; place-items: center; }
.reading-chip button:hover, .reading-chip button:focus-visible { background: var(--accent); }
.reading-expand, .reading-chip[data-collapsed] > :not(.reading-expand) { display: none !important; }
.reading-chip[data-collapsed] { padding: 2px; }
.reading-chip[data-collapsed] .reading-expand { display: grid !important; }
.video { position: fixed; z-index: 1; right: 12px; bottom: 12px; width: 400px; height: 250px; pointer-events: auto; background: #000; border-radius: 10px; overflow: hidden; box-shadow: 0 10px 30px rgba(0,0,0,.35); }
.video iframe { width: 100%; height: 100%; border: 0; }
.video button { position: absolute; top: 4px; right: 4px; border: 0; border-radius: 6px; background: rgba(0,0,0,.6); color: #fff; cursor: pointer; }
`;
