/** Issue 37: how much of a trail to keep, in the graph menu and /trail: from the session’s start (0), or the last N steps. */

/** The choices offered: 0 is the whole trail from the session's start. */
export const TRAIL_STEP_CHOICES = [0, 2, 3, 5, 10] as const;

/** The most steps a trail may be cut to. */
export const MAX_TRAIL_STEPS = 100;

/** The steps typed after /trail ("/trail 3": the last 3 pages); empty is the whole trail. */
export function parseTrailSteps(arg: string): number {
  const text = arg.trim();
  if (!text) return 0;
  const steps = Number(text);
  if (!Number.isInteger(steps) || steps < 1 || steps > MAX_TRAIL_STEPS)
    throw new Error(
      `“${text}” is not a number of steps: type /trail alone for the whole trail, or /trail 3 for its last 3 pages (1 to ${MAX_TRAIL_STEPS}).`,
    );
  return steps;
}

/** The label of a choice, as the graph's menu (160 px wide, SPEC §9: the label fits) and /trail show it. */
export function trailStepsLabel(steps: number): string {
  return steps === 0 ? 'Whole trail' : `Last ${steps} steps`;
}
