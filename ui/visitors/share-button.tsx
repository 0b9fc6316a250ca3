import { useSelector } from '@xstate/react';
import { ProductTypeName, hasStoredProfile, pageProductType, profileFor } from '../../core/domain';
import type { ShareRequest } from '../../core/machines/surface';
import { useApp } from '../app-context';
import { Tx, useT } from '../i18n/texts';
import { useRoute } from '../routing/use-route';
import { useShareActor } from './use-visitor-actors';
import styles from './visitors.module.css';

/** The comparison on screen as a link request: profile, filters and sort (the address), chosen plans. */
function useShareRequest(): () => ShareRequest {
  const app = useApp();
  const route = useRoute();
  return () => {
    const { visitor } = app.actor.getSnapshot().context;
    const key = pageProductType(route.page, route.params, route.data);
    const productType = ProductTypeName.safeParse(key);
    return {
      pathname: route.location.pathname,
      search: route.location.search,
      profile: hasStoredProfile(visitor, key) ? profileFor(visitor, key) : null,
      productType: productType.success ? productType.data : null,
      slots: visitor.comparisonSlots,
    };
  };
}

/** 'Compartir' (every visitor): a short link that opens the same comparison in any browser. */
export function ShareButton({ compact = false }: { compact?: boolean }) {
  const app = useApp();
  const t = useT();
  const actor = useShareActor();
  const phase = useSelector(actor, (snapshot) => snapshot.value as string);
  const link = useSelector(actor, (snapshot) => snapshot.context.link);
  const copied = useSelector(actor, (snapshot) => snapshot.context.copied);
  const request = useShareRequest();
  const canCreate = useSelector(actor, (snapshot) =>
    snapshot.can({
      type: 'share.create',
      request: { pathname: '/', search: '', profile: null, productType: null, slots: [] },
    }),
  );
  return (
    <div className={styles.share} data-testid="share">
      <button
        type="button"
        className={compact ? 'button button-secondary' : 'button button-secondary'}
        disabled={!canCreate}
        onClick={() => app.send({ type: 'share.create', request: request() })}
      >
        <Tx k={phase === 'creating' ? 'share.sharing' : 'share.share'} />
      </button>
      {phase === 'ready' && link ? (
        <span className={styles.shareLink} role="status">
          {copied ? `${t('share.copied')}: ` : `${t('share.copyFailed')} `}
          <input
            readOnly
            value={link}
            aria-label={t('share.linkLabel')}
            data-testid="share-link"
            onFocus={(event) => event.currentTarget.select()}
          />
        </span>
      ) : null}
      {phase === 'failed' ? (
        <span className={styles.error} role="alert">
          <Tx k="share.failed" />
        </span>
      ) : null}
    </div>
  );
}
