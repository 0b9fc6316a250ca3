import { useRef } from 'react';
import { MOBILE_VISIBLE_TABS, tabPath, tabText, type PlanTab } from '../../core/domain';
import { Tx, useT } from '../i18n/texts';
import { useApp, useAppSelector } from '../app-context';
import { Link } from '../routing/link';
import styles from './plan-detail.module.css';

interface TabBarProps {
  readonly tabs: readonly PlanTab[];
  readonly active: PlanTab;
  readonly canonicalPath: string;
  /** A page's tabs are addresses; a modal's are buttons. */
  readonly mode: 'page' | 'modal';
}

/** The plan's sections as tabs; on mobile the first three show and the rest sit under 'Ver más' (§2). */
export function PlanTabBar({ tabs, active, canonicalPath, mode }: TabBarProps) {
  const country = useAppSelector((snapshot) => snapshot.context.country.code);
  const app = useApp();
  const t = useT();
  const extra = tabs.slice(MOBILE_VISIBLE_TABS).filter((tab) => tab !== active);
  const moreId = `more-tabs-${mode}`;
  const menu = useRef<HTMLDivElement>(null);
  // A choice in 'Ver más' closes the menu: nothing is left open over the plan (issue 30).
  const closeMenu = () => {
    if (menu.current?.matches(':popover-open')) menu.current.hidePopover();
  };
  const tabItem = (tab: PlanTab, inMenu = false) => {
    const className = `${styles.tab} ${inMenu ? styles.menuTab : ''} ${
      !inMenu && extra.includes(tab) ? styles.extraTab : ''
    }`;
    const current = tab === active ? ('page' as const) : undefined;
    return mode === 'page' ? (
      <Link
        key={tab}
        to={tabPath(canonicalPath, tab)}
        className={className}
        aria-current={current}
        onClick={inMenu ? closeMenu : undefined}
      >
        <Tx r={tabText(tab, country)} />
      </Link>
    ) : (
      <button
        key={tab}
        type="button"
        className={className}
        aria-current={current}
        onClick={() => {
          if (inMenu) closeMenu();
          app.send({ type: 'detail.tab', tab });
        }}
      >
        <Tx r={tabText(tab, country)} />
      </button>
    );
  };
  return (
    <nav className={styles.tabs} aria-label={t('detail.tabsNav')} data-testid="plan-tabs">
      {tabs.map((tab) => tabItem(tab))}
      {extra.length > 0 && (
        <>
          <button type="button" className={`${styles.tab} ${styles.moreTab}`} popoverTarget={moreId}>
            <Tx k="detail.more" />
          </button>
          <div ref={menu} id={moreId} popover="auto" className={styles.moreMenu}>
            {extra.map((tab) => tabItem(tab, true))}
          </div>
        </>
      )}
    </nav>
  );
}
