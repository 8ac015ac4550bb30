/**
 * SPEC §9 "Double command-key press opens the command bar": two clean presses of the command key
 * (Meta on macOS, Control elsewhere) whose key-downs are at most 300 ms apart, with no other key
 * between. A press held together with another key (Ctrl+C, Cmd+Tab) never counts. Fires on the
 * second release, so a tap followed by a fast Ctrl+C is not mistaken for a double press.
 * `onFirstTap` fires when a first clean press is released, so the caller can get ready for the second.
 * Times are the events' own time stamps (when the key was pressed), not when a busy page got round to
 * handling them. Pure: events are plain objects.
 */

/** The largest gap between the two key-downs of a double press. */
export const DOUBLE_PRESS_MS = 300;

/** The parts of a KeyboardEvent the detector reads. */
export interface KeyLike {
  key: string;
  repeat?: boolean;
  /** When the key event happened, in ms (KeyboardEvent.timeStamp). */
  timeStamp: number;
}

/** Feeds key events in; calls back on each double press. */
export interface DoublePressDetector {
  keydown(event: KeyLike): void;
  keyup(event: KeyLike): void;
  /** Forget everything (window blur, tab hidden). */
  reset(): void;
}

/** The command key for a platform string such as navigator.platform. */
export function commandKeyFor(platform: string): 'Meta' | 'Control' {
  return /Mac|iPhone|iPad/i.test(platform) ? 'Meta' : 'Control';
}

/** Creates a detector for `commandKey` that calls `onDoublePress` on each valid double press. */
export function createDoublePressDetector(
  commandKey: 'Meta' | 'Control',
  onDoublePress: () => void,
  onFirstTap: () => void = () => undefined,
): DoublePressDetector {
  let held = false; // the command key is down
  let clean = false; // no other key since it went down
  let lastCleanDownAt: number | null = null; // key-down time of the previous clean press
  let second = false; // the current press is the second of a pair

  const reset = () => {
    held = clean = second = false;
    lastCleanDownAt = null;
  };

  return {
    keydown(event) {
      if (event.key !== commandKey) {
        reset();
        return;
      }
      if (event.repeat || held) return;
      const at = event.timeStamp;
      held = true;
      clean = true;
      second = lastCleanDownAt !== null && at - lastCleanDownAt <= DOUBLE_PRESS_MS;
      if (!second) lastCleanDownAt = at;
    },
    keyup(event) {
      if (event.key !== commandKey || !held) return;
      held = false;
      if (!clean) {
        reset();
      } else if (second) {
        reset();
        onDoublePress();
      } else {
        onFirstTap(); // a lone clean tap: the first half of a likely double press
      }
    },
    reset,
  };
}
