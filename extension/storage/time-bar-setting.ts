import type { ToolsDb } from './tools-db';

/** Settings key of the time bar switch (the shell's, set in /intently; read by /timer's in-page state); the bar shows unless it is switched off. */
export const TIME_BAR_SETTING = 'timeBar';

/** Whether the time bar is on (it is until switched off). */
export async function timeBarOn(tools: ToolsDb): Promise<boolean> {
  return (await tools.settings.get(TIME_BAR_SETTING))?.value !== false;
}
