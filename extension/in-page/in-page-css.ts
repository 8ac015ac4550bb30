/** Styles of the in-page tools, inside their closed shadow root. */
export const IN_PAGE_CSS = `
:host { all: initial; }
* { box-sizing: border-box; font: 13px/1.4 system-ui, sans-serif; }
.timebar { position: fixed; top: 0; left: 0; right: 0; height: 4px; background: rgba(184,101,47,.15); pointer-events: none; }
.timebar-fill { height: 100%; background: #b8652f; transition: width 1s linear; }
.timebar-chip { position: fixed; top: 8px; right: 12px; pointer-events: auto; background: #1f1a16; color: #fff; border-radius: 999px; padding: 3px 10px; font-variant-numeric: tabular-nums; }
.timebar-chip.warning { background: #b3261e; }
.note-chip { position: fixed; right: 12px; bottom: 12px; max-width: 280px; pointer-events: auto; background: #fffaf3; color: #1f1a16; border: 1px solid #ecd9c6; border-radius: 10px; padding: 8px 10px; box-shadow: 0 6px 20px rgba(0,0,0,.15); cursor: pointer; white-space: pre-wrap; }
.note-chip b { display: block; color: #b8652f; }
.note-close { float: right; border: 0; background: none; cursor: pointer; }
.side { position: fixed; left: 0; top: 50%; transform: translateY(-50%); pointer-events: auto; display: flex; flex-direction: column; gap: 4px; padding: 8px 4px; background: #1f1a16; border-radius: 0 12px 12px 0; }
.side button { width: 34px; height: 34px; border: 0; border-radius: 8px; background: transparent; color: #fff; cursor: pointer; font-size: 16px; }
.side button:hover { background: #b8652f; }
.side hr { border: 0; border-top: 1px solid #4a3f37; margin: 2px 4px; }
.reading { position: fixed; left: 48px; bottom: 12px; pointer-events: auto; background: #1f1a16; color: #fff; border-radius: 999px; padding: 3px 10px; }
.video { position: fixed; z-index: 1; right: 12px; bottom: 12px; width: 400px; height: 250px; pointer-events: auto; background: #000; border-radius: 10px; overflow: hidden; box-shadow: 0 10px 30px rgba(0,0,0,.35); }
.video iframe { width: 100%; height: 100%; border: 0; }
.video button { position: absolute; top: 4px; right: 4px; border: 0; border-radius: 6px; background: rgba(0,0,0,.6); color: #fff; cursor: pointer; }
`;
