/** The manifest `commands` entry that opens the bar (its shortcut is user-changeable at chrome://extensions/shortcuts). */
export const OPEN_BAR_COMMAND = 'open-bar';
