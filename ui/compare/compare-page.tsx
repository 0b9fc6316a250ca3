import { useRef } from 'react';
import { useSelector } from '@xstate/react';
import {
  activeFilterCount,
  DEGRADED_TEXTS,
  COMPARE_SECTIONS,
  COMPARE_TEXTS,
  CONTACT_EMAIL,
  PLACEHOLDER_CARDS,
  SORT_LABELS,
  compareSectionOf,
  comparisonJsonLd,
  isCollectiveProductType,
  profileFor,
  profileSummary,
  productTypeKey,
  resultLayout,
  resultsHeading,
  spinnerMessage,
  type CompareSection,
} from '../../core/domain';
import { SortOrder } from '../../core/domain/api';
import { selectEmployees, selectListStatus } from '../../core/machines/surface';
import { useApp, useAppSelector } from '../app-context';
import { Link } from '../routing/link';
import type { PageProps } from '../routing/page-outlet';
import { CompareIcon } from './compare-icons';
import { CompareTray } from './compare-tray';
import { FiltersPanel } from './filters-panel';
import { PlanCard, PlanCardPlaceholder } from './plan-card';
import { useCompareActor } from './use-compare';
import { useViewport } from './use-media';
import type { CardView } from './plan-card';
import { JsonLd } from '../shell/json-ld';
import styles from './compare-page.module.css';
import { ShareButton } from '../visitors/share-button';

const SECTIONS: readonly CompareSection[] = [
  'Polizas-de-Salud',
  'Medicina-Prepagada',
  'EPS',
  'Empresas',
  'Mascotas',
];

const SECTION_LEADS: Readonly<Record<CompareSection, string>> = {
  'Polizas-de-Salud': 'Pólizas de salud de las principales aseguradoras, con su red de clínicas y copagos.',
  'Medicina-Prepagada': 'Planes de medicina prepagada: precio para tu perfil, coberturas y beneficios.',
  EPS: 'Planes complementarios de tu EPS: más especialistas, habitación individual y menos filas.',
  Empresas: 'Seguros colectivos de salud para tus empleados, con el aporte de la empresa a tu medida.',
  Mascotas: 'Seguros para perros y gatos: consultas, urgencias y responsabilidad civil.',
};

function ProfileButton({ productType }: { productType: string }) {
  const app = useApp();
  const profile = useAppSelector((snapshot) =>
    profileFor(snapshot.context.visitor, productTypeKey(productType)),
  );
  const summary = profileSummary(profile, isCollectiveProductType(productType), productType);
  return (
    <button
      type="button"
      className={styles.profileButton}
      data-testid="profile-open"
      onClick={() => app.send({ type: 'profile.open', productType })}
    >
      <span className={styles.profileIcon}>
        <CompareIcon name={isCollectiveProductType(productType) ? 'users' : 'user'} />
      </span>
      <span className={styles.profileText}>
        <span className={styles.profileLabel}>¿Quiénes se asegurarán?</span>
        <span className={styles.profileSummary}>{summary}</span>
      </span>
      <span className={styles.profileEdit}>Cambiar</span>
    </button>
  );
}

function Toolbar({ mobile, layout }: { mobile: boolean | null; layout: CardView }) {
  const app = useApp();
  const compare = useCompareActor();
  const order = useSelector(compare, (snapshot) => snapshot.context.filters.order);
  const total = useSelector(compare, (snapshot) => snapshot.context.total);
  const status = useSelector(compare, selectListStatus);
  return (
    <div className={styles.toolbar}>
      <p className={styles.count} aria-live="polite" data-testid="results-count">
        {status === 'loading'
          ? 'Buscando planes…'
          : status === 'results' || status === 'loadingMore'
            ? resultsHeading(total)
            : ''}
      </p>
      <div className={styles.toolbarControls}>
        <label className={styles.sort}>
          <span>Ordenar por</span>
          <select
            value={order}
            data-testid="sort-select"
            onChange={(event) => {
              const parsed = SortOrder.safeParse(event.target.value);
              if (parsed.success)
                app.send({ type: 'compare.filter', change: { kind: 'sort', order: parsed.data } });
            }}
          >
            {SortOrder.options.map((option) => (
              <option key={option} value={option}>
                {SORT_LABELS[option]}
              </option>
            ))}
          </select>
        </label>
        {mobile !== true && (
          <div
            className={`${styles.layoutToggle} ${mobile === null ? 'only-desktop' : ''}`}
            role="group"
            aria-label="Vista"
          >
            {(['list', 'grid'] as const).map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={(layout ?? 'list') === option}
                aria-label={option === 'list' ? 'Vista de lista' : 'Vista de cuadrícula'}
                onClick={() => app.send({ type: 'compare.layout', layout: option })}
              >
                <CompareIcon name={option} />
              </button>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}

function CollectiveControls() {
  const app = useApp();
  const compare = useCompareActor();
  const contribution = useSelector(compare, (snapshot) => snapshot.context.contribution);
  const employees = useSelector(compare, selectEmployees);
  return (
    <div className={styles.collective}>
      <label className={styles.employees}>
        <span>Número de empleados</span>
        <input
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="Ej. 25"
          value={employees ?? ''}
          data-testid="employees-input"
          onChange={(event) => app.send({ type: 'compare.employees', text: event.target.value })}
        />
      </label>
      <label className={styles.slider}>
        <span>
          Aporte de la empresa <strong>{contribution}%</strong>
        </span>
        <input
          type="range"
          min={0}
          max={100}
          step={5}
          value={contribution}
          data-testid="contribution-slider"
          onChange={(event) =>
            app.send({ type: 'compare.contribution', percent: Number(event.target.value) })
          }
        />
      </label>
    </div>
  );
}

function Results({
  layout,
  mobile,
  productType,
}: {
  layout: CardView;
  mobile: boolean | null;
  productType: string;
}) {
  const app = useApp();
  const compare = useCompareActor();
  const status = useSelector(compare, selectListStatus);
  const results = useSelector(compare, (snapshot) => snapshot.context.results);
  const stale = useSelector(compare, (snapshot) => snapshot.context.stale);
  const cards = useSelector(compare, (snapshot) => snapshot.context.cards);
  const tick = useSelector(compare, (snapshot) => snapshot.context.spinnerTick);
  const canLoadMore = useSelector(compare, (snapshot) => snapshot.can({ type: 'compare.loadMore' }));
  const canRetry = useSelector(compare, (snapshot) => snapshot.can({ type: 'compare.retry' }));
  const canHuman = useSelector(compare, (snapshot) => snapshot.can({ type: 'compare.human' }));
  const loadMoreFailed = useSelector(compare, (snapshot) => snapshot.context.loadMoreError !== null);
  const contribution = useSelector(compare, (snapshot) => snapshot.context.contribution);
  const employees = useSelector(compare, selectEmployees);
  const country = useAppSelector((snapshot) => snapshot.context.country.code);
  const now = useAppSelector((snapshot) => snapshot.context.boot.now);
  const listClass = `${styles.results} ${
    layout === 'grid' ? styles.resultsGrid : layout === 'list' ? styles.resultsList : styles.resultsResponsive
  }`;
  // The same cards show fresh or, offline, marked as not updated.
  const cardList = (
    <div className={listClass}>
      {results.map((product) => {
        const ref = cards[String(product.id)];
        return ref ? (
          <PlanCard
            key={product.id}
            cardRef={ref}
            layout={layout}
            mobile={mobile}
            productType={productType}
            country={country}
            now={now}
            contribution={contribution}
            employees={employees}
          />
        ) : (
          <PlanCardPlaceholder key={product.id} layout={layout} />
        );
      })}
    </div>
  );

  // Offline, a change keeps the earlier plans on screen, marked as not updated.
  if (stale && results.length > 0 && (status === 'loading' || status === 'results')) {
    return (
      <>
        <p className={styles.degradedNote} role="status" data-testid="results-stale">
          <CompareIcon name="alert" width={16} height={16} /> {DEGRADED_TEXTS.staleResults}
        </p>
        {cardList}
      </>
    );
  }
  if (status === 'loading' || status === 'idle') {
    return (
      <div aria-busy="true">
        <p className={styles.spinnerMessage} role="status" data-testid="spinner-message">
          <span className={styles.spinner} aria-hidden="true" />
          {spinnerMessage(tick)}
        </p>
        <div className={listClass}>
          {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
            <PlanCardPlaceholder key={index} layout={layout} />
          ))}
        </div>
      </div>
    );
  }
  if (status === 'robot') {
    return (
      <section className={styles.panel} role="alert" data-testid="robot-panel">
        <CompareIcon name="robot" width={40} height={40} />
        <h2>{COMPARE_TEXTS.robotTitle}</h2>
        <button
          type="button"
          className="button button-primary"
          disabled={!canHuman}
          onClick={() => app.send({ type: 'compare.human' })}
        >
          {COMPARE_TEXTS.robotButton}
        </button>
      </section>
    );
  }
  if (status === 'failed') {
    return (
      <section className={styles.panel} role="alert" data-testid="server-error">
        <CompareIcon name="alert" width={40} height={40} />
        <h2>{COMPARE_TEXTS.serverErrorTitle}</h2>
        <p>{COMPARE_TEXTS.serverErrorText}</p>
        <p>
          Si el problema sigue, escríbenos a <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
        </p>
        <button
          type="button"
          className="button button-primary"
          disabled={!canRetry}
          onClick={() => app.send({ type: 'compare.retry' })}
        >
          {COMPARE_TEXTS.retry}
        </button>
      </section>
    );
  }
  if (results.length === 0) {
    return (
      <section className={styles.panel} data-testid="no-results">
        <CompareIcon name="filter" width={40} height={40} />
        <h2>{resultsHeading(0)}</h2>
        <p>Prueba quitando algún filtro para ver más opciones.</p>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => app.send({ type: 'compare.filter', change: { kind: 'clear' } })}
        >
          Quitar filtros
        </button>
      </section>
    );
  }
  return (
    <>
      {cardList}
      {(canLoadMore || status === 'loadingMore') && (
        <div className={styles.more}>
          {loadMoreFailed && (
            <p className={styles.moreError}>No pudimos cargar más planes. Inténtalo de nuevo.</p>
          )}
          <button
            type="button"
            className="button button-secondary"
            disabled={status === 'loadingMore'}
            onClick={() => app.send({ type: 'compare.loadMore' })}
          >
            {status === 'loadingMore' ? 'Cargando…' : COMPARE_TEXTS.loadMore}
          </button>
        </div>
      )}
    </>
  );
}

/** The plans on screen as schema.org data, once the first results are in. */
function ComparisonJsonLd({ section }: { section: CompareSection }) {
  const compare = useCompareActor();
  const results = useSelector(compare, (snapshot) => snapshot.context.results);
  const country = useAppSelector((snapshot) => snapshot.context.country);
  if (results.length === 0) return null;
  return <JsonLd data={comparisonJsonLd(country, section, results)} />;
}

export default function ComparePage({ route }: PageProps) {
  const section = compareSectionOf(route.params['section']);
  const productType = COMPARE_SECTIONS[section].productType;
  // null in prerendered HTML and while hydrating it: both layouts by CSS until the viewport is known.
  const viewport = useViewport();
  const mobile = viewport === null ? null : viewport === 'mobile';
  const sheet = useRef<HTMLDetailsElement>(null);
  const compare = useCompareActor();
  const chosen = useSelector(compare, (snapshot) => snapshot.context.layout);
  const active = useSelector(compare, (snapshot) => snapshot.context.filters);
  // A chosen grid is the grid everywhere; otherwise, unknown, CSS shows the grid on phones, the list above.
  const layout: CardView =
    mobile === null ? (chosen === 'grid' ? 'grid' : null) : resultLayout(mobile, chosen);
  const collective = isCollectiveProductType(productType);
  const filterCount = activeFilterCount(active);

  return (
    <div className={styles.page}>
      <ComparisonJsonLd section={section} />
      <section className={styles.hero}>
        <div className="container">
          <nav aria-label="Secciones de comparación" className={styles.tabs}>
            {SECTIONS.map((item) => (
              <Link
                key={item}
                to={`/Comparar/${item}`}
                className={styles.tab}
                aria-current={item === section ? 'page' : undefined}
              >
                {COMPARE_SECTIONS[item].title}
              </Link>
            ))}
          </nav>
          <div className={styles.heroRow}>
            <div>
              <h1 className={styles.title}>Compara {COMPARE_SECTIONS[section].title}</h1>
              <p className={styles.lead}>{SECTION_LEADS[section]}</p>
            </div>
            <ProfileButton productType={productType} />
            <ShareButton />
          </div>
        </div>
      </section>

      <div className={`container ${styles.body}`}>
        {mobile !== false && (
          <details className={`${styles.filtersSheet} ${mobile === null ? 'only-mobile' : ''}`} ref={sheet}>
            <summary>
              <CompareIcon name="filter" /> Filtros{filterCount > 0 ? ` (${filterCount})` : ''}
            </summary>
            {/* Unknown viewport: the panel is in the sidebar; the sheet is closed until then anyway. */}
            {mobile === true && (
              <FiltersPanel
                onSubmit={() => {
                  if (sheet.current) sheet.current.open = false;
                }}
              />
            )}
          </details>
        )}
        {mobile !== true && (
          <aside
            className={`${styles.sidebar} ${mobile === null ? 'only-desktop' : ''}`}
            aria-label="Filtros"
          >
            <FiltersPanel />
          </aside>
        )}
        <div className={styles.main}>
          <Toolbar mobile={mobile} layout={layout} />
          {collective && <CollectiveControls />}
          <Results layout={layout} mobile={mobile} productType={productType} />
          <p className={styles.note}>
            Los precios son mensuales, en pesos colombianos, y pueden variar según la edad y el sexo de cada
            persona.
          </p>
        </div>
      </div>
      {mobile === false && <CompareTray productType={productType} />}
    </div>
  );
}
