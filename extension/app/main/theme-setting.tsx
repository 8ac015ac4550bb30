import { useEffect, useState } from 'react';
import { THEME_CHOICES, THEME_KEY, themeChoiceOf, type ThemeChoice } from '../../shared/theme';

/** Issue 36: light, dark or the system's, for the bar, the in-page tools and these pages, on this browser (not synced). */
export function ThemeSetting() {
  const [choice, setChoice] = useState<ThemeChoice | null>(null);
  useEffect(() => {
    void browser.storage.local.get(THEME_KEY).then((stored) => setChoice(themeChoiceOf(stored[THEME_KEY])));
  }, []);
  const choose = (value: ThemeChoice) => {
    setChoice(value);
    void browser.storage.local.set({ [THEME_KEY]: value });
  };
  return (
    <section className="panel" aria-labelledby="theme-title">
      <h2 id="theme-title">Appearance</h2>
      <label className="switch-row">
        <span>
          <strong>Theme</strong>{' '}
          <span className="muted">For the bar, the tools in web pages and these pages, on this browser only.</span>
        </span>
        <select
          aria-label="Theme"
          value={choice ?? 'system'}
          disabled={choice === null}
          onChange={(event) => choose(themeChoiceOf(event.target.value))}
        >
          {THEME_CHOICES.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
    </section>
  );
}
