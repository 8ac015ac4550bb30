import { useAccountView } from '../account/use-account-view';
import type { AnyPanel } from '../commands/define-command';
import { actionPanel } from '../commands/panel-kit';
import { PANELS } from '../commands/panels';
import { runCustomCommand } from '../custom-commands/run-custom-command';
import type { CustomCommand } from '../storage/custom-commands-store';
import { NEEDS_SIGN_IN, type BarCommand } from './catalog';

const builtInPanels = new Map<string, AnyPanel>();

/** An account command: sign in first (SPEC §6); signed in, its own panel. */
function needsSignIn(Own: AnyPanel): AnyPanel {
  return function NeedsSignIn(props) {
    const account = useAccountView(props.ctx.api);
    if (!account) return null;
    if (account.profile) return <Own {...props} />;
    return (
      <p className="message" role="status">
        {NEEDS_SIGN_IN}
      </p>
    );
  };
}

/**
 * The bar's one router from a command to what it shows: its own panel, a panel that runs it at once (`run`),
 * the sign-in note, or, for a custom command, a panel that runs it with the user's other custom commands
 * (`custom`, for chains that name them). A built-in's panel is made once (the frame stays loaded between
 * openings, and a new component type would remount it, running an action again); the bar memoises a custom
 * one per opening and list, so an edited custom command never runs from a stale copy.
 */
export function commandPanel(command: BarCommand, custom: readonly CustomCommand[]): AnyPanel {
  if (command.custom) {
    const definition = command.custom;
    return actionPanel((ctx, arg) => runCustomCommand(ctx, definition, arg, custom));
  }
  const cached = builtInPanels.get(command.name);
  if (cached) return cached;
  const definition = command.definition;
  // Each panel is typed by its own command's calls; the bar hands it the context built once for every command.
  const own = (PANELS as Partial<Record<string, AnyPanel>>)[command.name];
  let panel: AnyPanel;
  if (definition?.needsAccount) {
    if (!own) throw new Error(`${command.name} needs an account but has no panel.`);
    panel = needsSignIn(own);
  } else if (own) panel = own;
  else if (definition?.run) panel = actionPanel(definition.run);
  else throw new Error(`${command.name} has no panel.`);
  builtInPanels.set(command.name, panel);
  return panel;
}
