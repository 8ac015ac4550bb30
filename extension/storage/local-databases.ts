import type { IntentlyDb } from './db';
import type { ToolsDb } from './tools-db';

/** Every database of the user's data on this device: the tracker's and the bar's tools (export, import, delete all). */
export interface LocalDatabases {
  tracker: IntentlyDb;
  tools: ToolsDb;
}
