/**
 * The settings that sync (issue: tracking switches, bar settings, limits, blocks, custom commands), as one
 * flat map of keys, so the server can let the last writer win per key:
 *   tracking.<field>   each field of the tracker's settings (switches, the work/social domain list)
 *   customCommands     the custom commands, as one list
 *   bar.<key>          each bar setting (the side icon bar switch…)
 *   limit:<site>       a site's daily limit in minutes
 *   block:<site>       a blocked site (when it was blocked)
 * A null value is a removed setting (a limit or block taken off).
 */
import type { IntentlyDb } from '../storage/db';
import type { ToolsDb } from '../storage/tools-db';

const TRACKING = 'tracking';
const CUSTOM_COMMANDS = 'customCommands';

/** Every synced setting of this device, by key. */
export async function readLocalSettings(tools: ToolsDb, tracker: IntentlyDb): Promise<Record<string, unknown>> {
  const [tracking, custom, bar, limits, blocks] = await Promise.all([
    tracker.settings.get(TRACKING),
    tracker.settings.get(CUSTOM_COMMANDS),
    tools.settings.toArray(),
    tools.limits.toArray(),
    tools.blocks.toArray(),
  ]);
  const map: Record<string, unknown> = {};
  for (const [field, value] of Object.entries((tracking?.value ?? {}) as Record<string, unknown>))
    map[`${TRACKING}.${field}`] = value;
  if (custom) map[CUSTOM_COMMANDS] = custom.value;
  for (const { key, value } of bar) map[`bar.${key}`] = value;
  for (const { site, minutes } of limits) map[`limit:${site}`] = minutes;
  for (const { site, blockedAt } of blocks) map[`block:${site}`] = blockedAt;
  return map;
}

/** Writes settings that came from another device (null removes); answers whether the tracker's settings changed. */
export async function applyRemoteSettings(
  tools: ToolsDb,
  tracker: IntentlyDb,
  entries: Record<string, unknown>,
): Promise<{ trackingChanged: boolean }> {
  const trackingFields = Object.entries(entries).filter(([key]) => key.startsWith(`${TRACKING}.`));
  await tracker.transaction('rw', tracker.settings, async () => {
    if (trackingFields.length > 0) {
      const current = { ...((await tracker.settings.get(TRACKING))?.value as Record<string, unknown> | undefined) };
      for (const [key, value] of trackingFields) {
        const field = key.slice(TRACKING.length + 1);
        if (value === null) delete current[field];
        else current[field] = value;
      }
      await tracker.settings.put({ key: TRACKING, value: current });
    }
    if (CUSTOM_COMMANDS in entries) {
      const value = entries[CUSTOM_COMMANDS];
      await (value === null
        ? tracker.settings.delete(CUSTOM_COMMANDS)
        : tracker.settings.put({ key: CUSTOM_COMMANDS, value }));
    }
  });
  await tools.transaction('rw', [tools.settings, tools.limits, tools.blocks], async () => {
    for (const [key, value] of Object.entries(entries)) {
      const [kind, name] = splitKey(key);
      if (kind === 'bar')
        await (value === null ? tools.settings.delete(name) : tools.settings.put({ key: name, value }));
      if (kind === 'limit')
        await (typeof value === 'number'
          ? tools.limits.put({ site: name, minutes: value })
          : tools.limits.delete(name));
      if (kind === 'block')
        await (typeof value === 'number'
          ? tools.blocks.put({ site: name, blockedAt: value })
          : tools.blocks.delete(name));
    }
  });
  return { trackingChanged: trackingFields.length > 0 };
}

function splitKey(key: string): [string, string] {
  const match = /^(bar)\.(.+)$|^(limit|block):(.+)$/.exec(key);
  if (!match) return ['', key];
  return match[1] ? [match[1], match[2]!] : [match[3]!, match[4]!];
}
