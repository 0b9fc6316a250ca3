import { useState, type ComponentType } from 'react';
import { useSelector } from '@xstate/react';
import { chatTopicFor } from '../../core/domain';
import { pageFlowStarted, selectChosenPlans, selectPartner } from '../../core/machines/surface';
import type { ChatRef } from '../../core/machines/surface-chat';
import { useApp, useAppSelector } from '../app-context';
import { useViewport } from '../compare/use-media';
import { Tx, useLanguage } from '../i18n/texts';
import { useRoute } from '../routing/use-route';
import { Icon } from '../shell/icons';
import { useSubdomainActor } from '../visitors/use-visitor-actors';
import styles from './chat-launcher.module.css';

/**
 * 'Chatea con un asesor': a launcher on every page (bottom right) opening the live chat: first whether
 * an advisor is there, then the pre-engagement form or, out of hours, the alternatives. The chat's
 * flow (the root's `chat` page flow) and the dialog load on the first click.
 */
export function ChatLauncher() {
  const app = useApp();
  const route = useRoute();
  const lang = useLanguage();
  const [flow, setFlow] = useState<ChatRef | null>(null);
  const [Dialog, setDialog] = useState<ComponentType<{ flow: ChatRef }> | null>(null);
  const [opening, setOpening] = useState(false);
  // A partner subdomain's layout may turn the chat off (§4 subdomainLayout.chatEnabled).
  const partner = useSelector(useSubdomainActor(), selectPartner);
  // The comparison's tray sits at the bottom (phones too, issue 30): the launcher stands above it.
  // Unknown viewport (prerendered HTML, hydration): the launcher stays at its resting place.
  const viewport = useViewport();
  const chosen = useAppSelector((snapshot) => selectChosenPlans(snapshot).length);
  const country = useAppSelector((snapshot) => snapshot.context.country.code);
  // A phone's plan page keeps its price bar at the bottom too.
  const raised =
    viewport !== null &&
    ((route.page === 'compare' && chosen > 0) || (viewport === 'mobile' && route.page === 'plan-detail'));
  const open = async () => {
    setOpening(true);
    const page = `${route.location.pathname}${route.location.search}`;
    app.send({ type: 'chat.open', topic: chatTopicFor(lang, route.location.pathname), lang, page, country });
    try {
      // The dialog's code comes with the flow's, on the first click.
      const [started, { ChatDialog }] = await Promise.all([
        pageFlowStarted(app.actor, 'chat'),
        import('./chat-dialog'),
      ]);
      setDialog(() => ChatDialog);
      setFlow(started);
    } catch {
      // The code did not arrive: the launcher stays, a next click asks again.
    } finally {
      setOpening(false);
    }
  };
  if (partner && !partner.subdomainLayout.chatEnabled) return null;
  return (
    <>
      <button
        type="button"
        className={`${styles.launcher} ${raised ? styles.raised : ''}`}
        onClick={() => void open()}
        aria-busy={opening}
        data-testid="chat-launcher"
      >
        <Icon name="chat" width={22} height={22} aria-hidden="true" />
        <span className={styles.launcherText}>
          <Tx k="chat.open" />
        </span>
      </button>
      {flow && Dialog && <Dialog flow={flow} />}
    </>
  );
}
