import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { activeFilterCount, facetChoice, type FacetKey } from '../../core/domain';
import {
  selectFacetOptions,
  selectFacetsFailed,
  selectSubmitStatus,
} from '../../core/machines/surface-compare';
import { useHydrated } from '../shell/use-hydrated';
import { useApp } from '../app-context';
import { Tx, useRemote, useT } from '../i18n/texts';
import { CompareIcon } from './compare-icons';
import { useCompareActor, useFacetsActor, useResultsActor } from './use-compare';
import styles from './compare-page.module.css';

const FACETS: readonly FacetKey[] = [
  'organizations',
  'coverageOrganizations',
  'prices',
  'insuranceTypes',
  'organizationTypes',
  'categoryTypes',
];

function FacetGroup({ facet }: { facet: FacetKey }) {
  const app = useApp();
  const facets = useFacetsActor();
  const t = useT();
  const remote = useRemote();
  const options = useSelector(
    facets,
    selectFacetOptions(facet),
    // The options are rebuilt on every snapshot; re-render only when they differ.
    (a, b) => JSON.stringify(a) === JSON.stringify(b),
  );
  // The clinics are many: a search narrows the list shown (the chosen ones always stay).
  const [search, setSearch] = useState('');
  if (options.length <= 1 && !options.some((option) => option.selected)) return null;
  const searchable = facet === 'coverageOrganizations';
  const wanted = fold(search.trim());
  const shown =
    searchable && wanted !== ''
      ? options.filter((option) => option.selected || fold(option.label).includes(wanted))
      : options;
  const toggle = (value: string, selected: boolean) => {
    const choice = facetChoice(facet, { value, selected });
    app.send(
      choice.kind === 'prices'
        ? { type: 'compare.filter', change: { kind: 'prices', value: choice.band } }
        : { type: 'compare.filter', change: { kind: 'toggle', key: choice.key, value: choice.value } },
    );
  };
  return (
    <fieldset className={styles.facet} data-testid={`facet-${facet}`}>
      <legend className={styles.facetTitle}>
        <Tx k={`filters.${facet}`} />
      </legend>
      {searchable && (
        <input
          type="search"
          className={styles.facetSearch}
          value={search}
          placeholder={t('filters.clinicSearch')}
          aria-label={t('filters.clinicSearch')}
          onChange={(event) => setSearch(event.target.value)}
        />
      )}
      {searchable && shown.length === 0 && (
        <p className={styles.facetEmpty} role="status">
          <Tx k="filters.clinicNone" params={{ text: search.trim() }} />
        </p>
      )}
      <ul className={styles.options}>
        {shown.map((option) => (
          <li key={option.value}>
            <label
              className={`${styles.option} ${option.count === 0 && !option.selected ? styles.optionEmpty : ''}`}
            >
              <input
                type={facet === 'prices' ? 'radio' : 'checkbox'}
                name={facet === 'prices' ? 'price-band' : undefined}
                checked={option.selected}
                onChange={() => toggle(option.value, option.selected)}
                onClick={() => {
                  if (facet === 'prices' && option.selected) toggle(option.value, true);
                }}
              />
              <span className={styles.optionLabel}>
                {option.text ? <Tx r={option.text} /> : remote(option.label)}
              </span>
              <span className={styles.count} aria-label={t('filters.results', { count: option.count })}>
                {option.count}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** Lower case without accents, so 'clinica del country' finds 'Clínica del Country'. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export function FiltersPanel({ onSubmit }: { onSubmit?: () => void }) {
  const app = useApp();
  const compare = useCompareActor();
  const active = useSelector(compare, (snapshot) => activeFilterCount(snapshot.context.filters));
  const search = useResultsActor();
  const status = useSelector(search, selectSubmitStatus);
  // The first search's '¡Listo!' depends on when the page loaded: not part of the prerendered HTML.
  const submit = useHydrated() || status !== 'finished' ? status : 'idle';
  const canSubmit = useSelector(search, (snapshot) => snapshot.can({ type: 'compare.submit' }));
  const uncounted = useSelector(useFacetsActor(), selectFacetsFailed);
  return (
    <div className={styles.filters}>
      <div className={styles.filtersHead}>
        <h2 className={styles.filtersTitle}>
          <CompareIcon name="filter" /> <Tx k="filters.title" />
        </h2>
        {active > 0 && (
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => app.send({ type: 'compare.filter', change: { kind: 'clear' } })}
          >
            <Tx k="filters.clear" params={{ count: active }} />
          </button>
        )}
      </div>
      {uncounted && (
        <p className={styles.degradedNote} role="status" data-testid="facets-uncounted">
          <CompareIcon name="alert" width={16} height={16} /> <Tx k="degraded.uncountedFilters" />
        </p>
      )}
      {FACETS.map((key) => (
        <FacetGroup key={key} facet={key} />
      ))}
      <button
        type="button"
        className={`button button-primary ${styles.submit} ${styles[`submit-${submit}`] ?? ''}`}
        disabled={!canSubmit || submit === 'searching'}
        aria-live="polite"
        data-state={submit}
        onClick={() => {
          app.send({ type: 'compare.submit' });
          onSubmit?.();
        }}
      >
        {submit === 'searching' && <span className={styles.spinnerSmall} aria-hidden="true" />}
        {submit === 'finished' && <CompareIcon name="check" />}
        <Tx k={`submit.${submit}`} />
      </button>
    </div>
  );
}
