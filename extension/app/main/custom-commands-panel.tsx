import { type FormEvent, useEffect, useState } from 'react';
import { CUSTOM_COMMAND_EXAMPLES } from '../../custom-commands/custom-command-examples';
import { CUSTOM_COPY } from '../../custom-commands/custom-commands-copy';
import { parseChain, stepLine, validateCustomCommand } from '../../custom-commands/validate-custom-command';
import { toBackground } from '../../messages/to-background';
import { loadCustomCommands, saveCustomCommands, type CustomCommand } from '../../storage/custom-commands-store';
import type { IntentlyDb } from '../../storage/db';

interface Draft {
  name: string;
  description: string;
  kind: CustomCommand['kind'];
  /** The address, or the chain's steps one a line. */
  body: string;
}

const EMPTY: Draft = { name: '', description: '', kind: 'url', body: '' };

/** A stored command as the form edits it. */
function draftOf(command: CustomCommand): Draft {
  const body = command.kind === 'url' ? command.url : command.steps.map(stepLine).join('\n');
  return { name: command.name, description: command.description, kind: command.kind, body };
}

/**
 * SPEC §1 custom commands and automation, in the main page's settings: the saved commands, a form that
 * checks a definition and says what to change, and three examples that fill the form (none is saved until
 * the user saves it). Editing a saved one keeps its place in the list.
 */
export function CustomCommandsPanel({ db, refreshKey }: { db: IntentlyDb; refreshKey: number }) {
  const [commands, setCommands] = useState<CustomCommand[]>([]);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [editing, setEditing] = useState<string | null>(null);
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  useEffect(() => {
    loadCustomCommands(db).then(setCommands, (failure) =>
      setError(`Custom commands could not be read: ${String(failure)}`),
    );
  }, [db, refreshKey]);

  const store = async (next: CustomCommand[], said: string) => {
    await saveCustomCommands(db, next);
    void toBackground.sendMessage('account/changed').catch(() => undefined); // signed in, custom commands sync
    setCommands(next);
    setStatus(said);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const others = commands.filter((c) => c.name !== editing);
    const shaped: CustomCommand =
      draft.kind === 'url'
        ? { name: draft.name, description: draft.description, kind: 'url', url: draft.body }
        : { name: draft.name, description: draft.description, kind: 'chain', steps: parseChain(draft.body) };
    let command: CustomCommand;
    try {
      command = validateCustomCommand(shaped, others);
    } catch (failure) {
      setStatus('');
      return setError((failure as Error).message);
    }
    setError('');
    const at = commands.findIndex((c) => c.name === editing);
    const next = at < 0 ? [...commands, command] : commands.map((c, i) => (i === at ? command : c));
    try {
      await store(next, CUSTOM_COPY.saved(command.name));
      setDraft(EMPTY);
      setEditing(null);
    } catch (failure) {
      setError(`The command could not be saved: ${String(failure)}`);
    }
  };
  const remove = (name: string) =>
    void store(
      commands.filter((c) => c.name !== name),
      CUSTOM_COPY.deleted(name),
    ).catch((failure) => setError(`The command could not be deleted: ${String(failure)}`));
  const edit = (command: CustomCommand) => {
    setDraft(draftOf(command));
    setEditing(command.name);
    setError('');
  };
  const field = (key: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [key]: event.target.value });

  return (
    <section className="panel custom-commands" aria-labelledby="custom-title">
      <h2 id="custom-title">{CUSTOM_COPY.title}</h2>
      <p className="muted">{CUSTOM_COPY.hint}</p>
      <ul className="category-list" aria-label={CUSTOM_COPY.title}>
        {commands.map((c) => (
          <li key={c.name}>
            <button type="button" className="link-button name-button" onClick={() => edit(c)}>
              {c.name}
            </button>
            <span className="muted">{c.description}</span>
            <button
              type="button"
              className="link-button"
              onClick={() => remove(c.name)}
              aria-label={`${CUSTOM_COPY.remove} ${c.name}`}
            >
              {CUSTOM_COPY.remove}
            </button>
          </li>
        ))}
        {commands.length === 0 && <li className="muted">{CUSTOM_COPY.none}</li>}
      </ul>
      <form className="custom-form" onSubmit={(event) => void submit(event)}>
        <input
          aria-label={CUSTOM_COPY.name}
          placeholder={CUSTOM_COPY.namePlaceholder}
          value={draft.name}
          onChange={field('name')}
        />
        <input
          aria-label={CUSTOM_COPY.description}
          placeholder={CUSTOM_COPY.descriptionPlaceholder}
          value={draft.description}
          onChange={field('description')}
        />
        <fieldset>
          <legend>{CUSTOM_COPY.kind}</legend>
          <label>
            <input
              type="radio"
              name="kind"
              checked={draft.kind === 'url'}
              onChange={() => setDraft({ ...draft, kind: 'url' })}
            />{' '}
            {CUSTOM_COPY.url}
          </label>
          <label>
            <input
              type="radio"
              name="kind"
              checked={draft.kind === 'chain'}
              onChange={() => setDraft({ ...draft, kind: 'chain' })}
            />{' '}
            {CUSTOM_COPY.chain}
          </label>
        </fieldset>
        <textarea
          aria-label={draft.kind === 'url' ? CUSTOM_COPY.url : CUSTOM_COPY.chain}
          placeholder={draft.kind === 'url' ? CUSTOM_COPY.urlPlaceholder : CUSTOM_COPY.chainPlaceholder}
          rows={draft.kind === 'url' ? 2 : 4}
          value={draft.body}
          onChange={field('body')}
        />
        <button type="submit" className="button">
          {CUSTOM_COPY.save}
        </button>
      </form>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {status && (
        <p className="muted" role="status">
          {status}
        </p>
      )}
      <h3>{CUSTOM_COPY.examples}</h3>
      <ul className="category-list">
        {CUSTOM_COMMAND_EXAMPLES.map((example) => (
          <li key={example.name}>
            <span>{example.name}</span> <span className="muted">{example.description}</span>
            <button
              type="button"
              className="link-button"
              onClick={() => {
                setDraft(draftOf(example));
                setEditing(null);
                setError('');
              }}
            >
              {CUSTOM_COPY.exampleButton(example.name)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
