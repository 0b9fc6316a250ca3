import { useSelector } from '@xstate/react';
import { Language, SITE_LANGUAGES } from '../../core/domain';
import { useApp } from '../app-context';
import { useTranslator } from '../i18n/texts';
import styles from './language-select.module.css';

/** Shown only when the site has more than one language; a change is recorded, then the site reloads. */
export function LanguageSelect({ id, tone = 'light' }: { id: string; tone?: 'light' | 'dark' }) {
  const app = useApp();
  const translator = useTranslator();
  const showing = translator.lang;
  const canChange = useSelector(app.actor, (snapshot) =>
    SITE_LANGUAGES.some((lang) =>
      snapshot.can({ type: 'visitor.execute', command: { type: 'language.change', lang, showing } }),
    ),
  );
  if (SITE_LANGUAGES.length < 2) return null;
  return (
    <label className={`${styles.select} ${tone === 'dark' ? styles.dark : ''}`} htmlFor={id}>
      <span className="visually-hidden">{translator.t('language.label')}</span>
      <select
        id={id}
        value={showing}
        disabled={!canChange}
        onChange={(event) => {
          const lang = Language.safeParse(event.target.value);
          if (lang.success)
            app.send({
              type: 'visitor.execute',
              command: { type: 'language.change', lang: lang.data, showing },
            });
        }}
      >
        {SITE_LANGUAGES.map((lang) => (
          <option key={lang} value={lang}>
            {translator.t(`language.${lang}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
