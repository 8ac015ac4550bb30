import type { ComponentType } from 'react';
import type { PanelProps } from '../commands/define-command';
import { actionPanel } from '../commands/panel-kit';
import { PANELS } from '../commands/panels';
import { runCustomCommand } from '../custom-commands/run-custom-command';
import type { CustomCommand } from '../storage/custom-commands-store';
import { NEEDS_SIGN_IN, type BarCommand } from './catalog';

/** A panel as the bar renders it. */
type BoundPanel = ComponentType<PanelProps>;

const cache = new Map<string, BoundPanel>();

/** Says that a command needs sign-in (SPEC §6 integrations, until accounts land). */
function NeedsSignIn() {
  return <p className="message" role="status">{NEEDS_SIGN_IN}</p>;
}

/**
 * The bar's one router from a command to what it shows: its own panel, a panel that runs it at once (`run`),
 * the sign-in note, or, for a custom command, a panel that runs it. Panels are made once per command, so a
 * re-render keeps their state.
 */
export function commandPanel(command: BarCommand, custom: readonly CustomCommand[]): BoundPanel {
  const key = command.custom ? `custom:${JSON.stringify(command.custom)}` : command.name;
  const cached = cache.get(key);
  if (cached) return cached;
  let panel: BoundPanel;
  const own = command.definition && (PANELS as Partial<Record<string, BoundPanel>>)[command.name];
  if (command.custom) {
    const definition = command.custom;
    panel = actionPanel((ctx, arg) => runCustomCommand(ctx, definition, arg, custom));
  } else if (command.definition?.needsAccount) panel = NeedsSignIn;
  else if (own) panel = own;
  else if (command.definition?.run) panel = actionPanel(command.definition.run);
  else throw new Error(`${command.name} has no panel.`);
  cache.set(key, panel);
  return panel;
}
