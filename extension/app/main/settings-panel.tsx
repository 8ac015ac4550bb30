import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { IntentlyDb } from '../../storage/db';
import { loadSettings, saveSettings } from '../../storage/settings-store';
import { normalizeDomain } from '../../shared/categories';
import type { TrackingSettings } from '../../storage/tracking-settings';
import type { Category } from '../../storage/visit-types';
import { MAIN_COPY } from './main-copy';
import { toBackground } from '../../messages/to-background';

const FEATURES = ['visits', 'activeTime', 'reading', 'clipboard'] as const;

/** SPEC §1 "Data features can be switched off in settings", plus the editable work/social domain list. */
export function SettingsPanel({
  db,
  refreshKey,
  onError,
}: {
  db: IntentlyDb;
  refreshKey: number;
  onError: (message: string) => void;
}) {
  const [settings, setSettings] = useState<TrackingSettings | null>(null);
  const [domain, setDomain] = useState('');
  const [category, setCategory] = useState<Category>('social');
  const [domainError, setDomainError] = useState('');
  const section = useRef<HTMLElement>(null);
  const loaded = settings !== null;
  // Read again after an import or a deletion (refreshKey), which change the stored settings under this panel.
  useEffect(() => {
    loadSettings(db).then(setSettings, (error) => onError(`Settings could not be read: ${String(error)}`));
  }, [db, refreshKey, onError]);
  // /clip's "Open Settings" links here (#settings); the section exists only once the settings are read.
  useEffect(() => {
    if (loaded && window.location.hash === '#settings') section.current?.scrollIntoView();
  }, [loaded]);
  if (!settings) return null;

  const save = async (next: TrackingSettings) => {
    setSettings(next);
    try {
      await saveSettings(db, next);
      await toBackground.sendMessage('tracking/settings-changed');
    } catch (error) {
      onError(`Settings could not be saved: ${String(error)}`);
    }
  };
  const add = (event: FormEvent) => {
    event.preventDefault();
    const normalized = normalizeDomain(domain);
    if (!normalized) return setDomainError(MAIN_COPY.badDomain);
    setDomainError('');
    setDomain('');
    void save({ ...settings, categories: { ...settings.categories, [normalized]: category } });
  };
  const remove = (name: string) => {
    const { [name]: _removed, ...rest } = settings.categories;
    void save({ ...settings, categories: rest });
  };

  return (
    <section id="settings" ref={section} className="panel" aria-labelledby="settings-title">
      <h2 id="settings-title">{MAIN_COPY.settings}</h2>
      {FEATURES.map((feature) => (
        <label key={feature} className="switch-row">
          <input
            type="checkbox"
            role="switch"
            checked={settings[feature]}
            onChange={(event) => void save({ ...settings, [feature]: event.target.checked })}
          />
          <span>
            <strong>{MAIN_COPY.features[feature][0]}</strong>{' '}
            <span className="muted">{MAIN_COPY.features[feature][1]}</span>
          </span>
        </label>
      ))}
      <h3>{MAIN_COPY.categories}</h3>
      <p className="muted">{MAIN_COPY.categoriesHint}</p>
      <form className="category-form" onSubmit={add}>
        <input
          aria-label="Domain"
          placeholder={MAIN_COPY.domainPlaceholder}
          value={domain}
          onChange={(event) => setDomain(event.target.value)}
        />
        <select
          aria-label="Category"
          value={category}
          onChange={(event) => setCategory(event.target.value as Category)}
        >
          <option value="social">social</option>
          <option value="work">work</option>
        </select>
        <button type="submit" className="button">
          {MAIN_COPY.addDomain}
        </button>
      </form>
      {domainError && <p className="error">{domainError}</p>}
      <ul className="category-list">
        {Object.entries(settings.categories)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([name, value]) => (
            <li key={name}>
              <span>{name}</span> <span className={`tag tag-${value}`}>{value}</span>
              <button
                type="button"
                className="link-button"
                onClick={() => remove(name)}
                aria-label={`${MAIN_COPY.remove} ${name}`}
              >
                {MAIN_COPY.remove}
              </button>
            </li>
          ))}
      </ul>
    </section>
  );
}
