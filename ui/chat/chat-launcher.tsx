import { useState, type ComponentType } from 'react';
import { useSelector } from '@xstate/react';
import type { ChatFlow } from '../../core/chat-flow';
import { chatTopicFor } from '../../core/domain';
import { selectChosenPlans, selectPartner } from '../../core/machines/surface';
import { useApp, useAppSelector } from '../app-context';
import { useViewport } from '../compare/use-media';
import { Tx, useLanguage } from '../i18n/texts';
import { useRoute } from '../routing/use-route';
import { Icon } from '../shell/icons';
import { useSubdomainActor } from '../visitors/use-visitor-actors';
import styles from './chat-launcher.module.css';

/**
 * 'Chatea con un asesor': a launcher on every page (bottom right) opening the chat's pre-engagement
 * form; the flow and the dialog (and their code) load on the first click.
 */
export function ChatLauncher() {
  const app = useApp();
  const route = useRoute();
  const lang = useLanguage();
  const [flow, setFlow] = useState<ChatFlow | null>(null);
  const [Dialog, setDialog] = useState<ComponentType<{ flow: ChatFlow }> | null>(null);
  const [opening, setOpening] = useState(false);
  // A partner subdomain's layout may turn the chat off (§4 subdomainLayout.chatEnabled).
  const partner = useSelector(useSubdomainActor(), selectPartner);
  // The comparison's tray sits at the bottom (phones too, issue 30): the launcher stands above it.
  // Unknown viewport (prerendered HTML, hydration): the launcher stays at its resting place.
  const viewport = useViewport();
  const chosen = useAppSelector((snapshot) => selectChosenPlans(snapshot).length);
  // A phone's plan page keeps its price bar at the bottom too.
  const raised =
    viewport !== null &&
    ((route.page === 'compare' && chosen > 0) || (viewport === 'mobile' && route.page === 'plan-detail'));
  const open = async () => {
    setOpening(true);
    try {
      // The dialog's code comes with the flow's, on the first click.
      const [loaded, { ChatDialog }] = await Promise.all([flow ?? app.chat(), import('./chat-dialog')]);
      setDialog(() => ChatDialog);
      setFlow(loaded);
      const page = `${route.location.pathname}${route.location.search}`;
      loaded.send({ type: 'chat.open', topic: chatTopicFor(lang, route.location.pathname), lang, page });
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
