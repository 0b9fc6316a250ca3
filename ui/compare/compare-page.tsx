import { useMemo, useRef } from 'react';
import { useSelector } from '@xstate/react';
import {
  sectionWords,
  activeFilterCount,
  COMPARE_SECTIONS,
  PLACEHOLDER_CARDS,
  compareSectionOf,
  sectionsFor,
  comparisonJsonLd,
  isCollectiveProductType,
  profileFor,
  profileSummary,
  productTypeKey,
  pinnedFirst,
  isPetProductType,
  resultLayout,
  resultsHeading,
  spinnerMessage,
  type CompareSection,
  COMPARE_PAGE_ES,
  healthBudgetText,
  comparePriceNote,
} from '../../core/domain';
import { SortOrder } from '../../core/domain/api';
import { selectCardRefs, selectEmployees, selectListStatus } from '../../core/machines/surface-compare';
import { useApp, useAppSelector, useUfValue } from '../app-context';
import { useInsuredProfile } from './plan-price-view';
import { Tx, useT, useText, withTexts } from '../i18n/texts';
import { Link } from '../routing/link';
import type { PageProps } from '../routing/page-outlet';
import { CompareIcon } from './compare-icons';
import { CompareTray } from './compare-tray';
import { FiltersPanel } from './filters-panel';
import { PlanCard, PlanCardPlaceholder } from './plan-card';
import { UseLevelPicker } from './yearly-cost-view';
import { useCardsActor, useCompareActor, useResultsActor } from './use-compare';
import { useViewport } from './use-media';
import type { CardView } from './plan-card';
import { JsonLd } from '../shell/json-ld';
import styles from './compare-page.module.css';
import { ShareButton } from '../visitors/share-button';
import { useContactEmail } from '../visitors/use-contact-email';
import { RankingNotice } from '../trust/ranking-notice';

/** Colombia's tabs lead with health policies; the other sites keep their menu order. */
const CO_TABS: readonly CompareSection[] = [
  'Polizas-de-Salud',
  'Medicina-Prepagada',
  'EPS',
  'Empresas',
  'Mascotas',
];

function ProfileButton({ productType }: { productType: string }) {
  const app = useApp();
  const profile = useAppSelector((snapshot) =>
    profileFor(snapshot.context.visitor, productTypeKey(productType)),
  );
  const summary = useText()(profileSummary(profile, isCollectiveProductType(productType), productType));
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
        <span className={styles.profileLabel}>
          <Tx k="comparePage.profileLabel" />
        </span>
        <span className={styles.profileSummary}>{summary}</span>
      </span>
      <span className={styles.profileEdit}>
        <Tx k="comparePage.profileEdit" />
      </span>
    </button>
  );
}

/** Chile's isapres: what the visitor's 7 % pays for, at the day's UF value (§9). */
function HealthBudget({ section, productType }: { section: CompareSection; productType: string }) {
  const country = useAppSelector((snapshot) => snapshot.context.country.code);
  const profile = useInsuredProfile(productType);
  const budget = healthBudgetText(country, section, profile, useUfValue());
  if (!budget) return null;
  return (
    <p className={styles.lead} data-testid="health-budget">
      <Tx r={budget} />
    </p>
  );
}

function Toolbar({
  mobile,
  layout,
  productType,
}: {
  mobile: boolean | null;
  layout: CardView;
  productType: string;
}) {
  const app = useApp();
  const compare = useCompareActor();
  const search = useResultsActor();
  const order = useSelector(compare, (snapshot) => snapshot.context.filters.order);
  const useLevel = useSelector(compare, (snapshot) => snapshot.context.filters.useLevel);
  const total = useSelector(search, (snapshot) => snapshot.context.total);
  const market = useSelector(search, (snapshot) => snapshot.context.market);
  const status = useSelector(search, selectListStatus);
  const t = useT();
  const text = useText();
  return (
    <>
      <RankingNotice market={market} order={order} />
      <div className={styles.toolbar}>
        <p className={styles.count} aria-live="polite" data-testid="results-count">
          {status === 'loading'
            ? t('comparePage.searching')
            : status === 'results' || status === 'loadingMore'
              ? text(resultsHeading(total))
              : ''}
        </p>
        <div className={styles.toolbarControls}>
          <UseLevelPicker
            level={useLevel}
            pets={isPetProductType(productType)}
            onChange={(level) => app.send({ type: 'compare.filter', change: { kind: 'useLevel', level } })}
          />
          <label className={styles.sort}>
            <span>
              <Tx k="comparePage.sortBy" />
            </span>
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
                  {t(`sort.${option}`)}
                </option>
              ))}
            </select>
          </label>
          {mobile !== true && (
            <div
              className={`${styles.layoutToggle} ${mobile === null ? 'only-desktop' : ''}`}
              role="group"
              aria-label={t('comparePage.view')}
            >
              {(['list', 'grid'] as const).map((option) => (
                <button
                  key={option}
                  type="button"
                  aria-pressed={(layout ?? 'list') === option}
                  aria-label={t(option === 'list' ? 'comparePage.listView' : 'comparePage.gridView')}
                  onClick={() => app.send({ type: 'compare.layout', layout: option })}
                >
                  <CompareIcon name={option} />
                </button>
              ))}
            </div>
          )}
        </div>
      </div>
    </>
  );
}

function CollectiveControls() {
  const app = useApp();
  const compare = useCompareActor();
  const contribution = useSelector(compare, (snapshot) => snapshot.context.contribution);
  const visitor = useAppSelector((snapshot) => snapshot.context.visitor);
  const employees = useSelector(compare, (snapshot) => selectEmployees(snapshot, visitor));
  const t = useT();
  return (
    <div className={styles.collective}>
      <label className={styles.employees}>
        <span>
          <Tx k="comparePage.employees" />
        </span>
        <input
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('comparePage.employeesPlaceholder')}
          value={employees ?? ''}
          data-testid="employees-input"
          onChange={(event) => app.send({ type: 'compare.employees', text: event.target.value })}
        />
      </label>
      <label className={styles.slider}>
        <span>
          <Tx k="comparePage.contribution" /> <strong>{contribution}%</strong>
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
  const contactEmail = useContactEmail();
  const compare = useCompareActor();
  const search = useResultsActor();
  const status = useSelector(search, selectListStatus);
  const found = useSelector(search, (snapshot) => snapshot.context.results);
  const pinned = useSelector(compare, (snapshot) => snapshot.context.pinned);
  // A plan the address names comes first (/Comparar/{section}/{product}).
  const results = useMemo(() => pinnedFirst(found, pinned), [found, pinned]);
  const stale = useSelector(search, (snapshot) => snapshot.context.stale);
  const cards = useSelector(useCardsActor(), selectCardRefs);
  const tick = useSelector(search, (snapshot) => snapshot.context.spinnerTick);
  const canLoadMore = useSelector(search, (snapshot) => snapshot.can({ type: 'compare.loadMore' }));
  const canRetry = useSelector(search, (snapshot) => snapshot.can({ type: 'compare.retry' }));
  const canHuman = useSelector(search, (snapshot) => snapshot.can({ type: 'compare.human' }));
  const loadMoreFailed = useSelector(search, (snapshot) => snapshot.context.loadMoreError !== null);
  const contribution = useSelector(compare, (snapshot) => snapshot.context.contribution);
  const visitor = useAppSelector((snapshot) => snapshot.context.visitor);
  const employees = useSelector(compare, (snapshot) => selectEmployees(snapshot, visitor));
  const useLevel = useSelector(compare, (snapshot) => snapshot.context.filters.useLevel);
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
            useLevel={useLevel}
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
          <CompareIcon name="alert" width={16} height={16} /> <Tx k="degraded.staleResults" />
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
          <Tx r={spinnerMessage(tick)} />
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
        <h2>
          <Tx k="compare.robotTitle" />
        </h2>
        <button
          type="button"
          className="button button-primary"
          disabled={!canHuman}
          onClick={() => app.send({ type: 'compare.human' })}
        >
          <Tx k="compare.robotButton" />
        </button>
      </section>
    );
  }
  if (status === 'failed') {
    return (
      <section className={styles.panel} role="alert" data-testid="server-error">
        <CompareIcon name="alert" width={40} height={40} />
        <h2>
          <Tx k="compare.serverErrorTitle" />
        </h2>
        <p>
          <Tx k="compare.serverErrorText" />
        </p>
        <p>
          <Tx k="comparePage.writeUs" /> <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
        </p>
        <button
          type="button"
          className="button button-primary"
          disabled={!canRetry}
          onClick={() => app.send({ type: 'compare.retry' })}
        >
          <Tx k="compare.retry" />
        </button>
      </section>
    );
  }
  if (results.length === 0) {
    return (
      <section className={styles.panel} data-testid="no-results">
        <CompareIcon name="filter" width={40} height={40} />
        <h2>
          <Tx r={resultsHeading(0)} />
        </h2>
        <p>
          <Tx k="comparePage.noResultsText" />
        </p>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => app.send({ type: 'compare.filter', change: { kind: 'clear' } })}
        >
          <Tx k="comparePage.clearFilters" />
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
            <p className={styles.moreError}>
              <Tx k="comparePage.loadMoreFailed" />
            </p>
          )}
          <button
            type="button"
            className="button button-secondary"
            disabled={status === 'loadingMore'}
            onClick={() => app.send({ type: 'compare.loadMore' })}
          >
            <Tx k={status === 'loadingMore' ? 'comparePage.loading' : 'compare.loadMore'} />
          </button>
        </div>
      )}
    </>
  );
}

/** The plans on screen as schema.org data, once the first results are in. */
function ComparisonJsonLd({ section }: { section: CompareSection }) {
  const results = useSelector(useResultsActor(), (snapshot) => snapshot.context.results);
  const country = useAppSelector((snapshot) => snapshot.context.country);
  if (results.length === 0) return null;
  return <JsonLd data={comparisonJsonLd(country, section, results)} />;
}

function ComparePage({ route }: PageProps) {
  const country = useAppSelector((snapshot) => snapshot.context.country.code);
  const section = compareSectionOf(route.params['section'], country);
  const tabs = country === 'CO' ? CO_TABS : sectionsFor(country);
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
  const t = useT();
  const words = sectionWords(country, section);
  const title = t(words.name);

  return (
    <div className={styles.page}>
      <ComparisonJsonLd section={section} />
      <section className={styles.hero}>
        <div className="container">
          <nav aria-label={t('comparePage.sectionsNav')} className={styles.tabs}>
            {tabs.map((item) => (
              <Link
                key={item}
                to={`/Comparar/${item}`}
                className={styles.tab}
                aria-current={item === section ? 'page' : undefined}
              >
                <Tx k={sectionWords(country, item).name} />
              </Link>
            ))}
          </nav>
          <div className={styles.heroRow}>
            <div>
              <h1 className={styles.title}>{t('comparePage.title', { title })}</h1>
              <p className={styles.lead}>
                <Tx k={words.lead} />
              </p>
              <HealthBudget section={section} productType={productType} />
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
              <CompareIcon name="filter" /> <Tx k="comparePage.filters" />
              {filterCount > 0 ? ` (${filterCount})` : ''}
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
            aria-label={t('comparePage.filters')}
          >
            <FiltersPanel />
          </aside>
        )}
        <div className={styles.main}>
          <Toolbar mobile={mobile} layout={layout} productType={productType} />
          {collective && <CollectiveControls />}
          <Results layout={layout} mobile={mobile} productType={productType} />
          <p className={styles.note}>
            <Tx k={comparePriceNote(country)} />
          </p>
        </div>
      </div>
      {mobile !== null && <CompareTray productType={productType} mobile={mobile} />}
    </div>
  );
}

export default withTexts(COMPARE_PAGE_ES, ComparePage);
