import { useEffect, useRef, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { ChatFlow } from '../../core/chat-flow';
import { CHAT_TOPICS, type ChatField, CHAT_DIALOG_ES } from '../../core/domain';
import { selectChatPhase } from '../../core/machines/surface-chat';
import { Tx, useT, withTexts } from '../i18n/texts';
import { Icon } from '../shell/icons';
import { FormField, fieldDescription } from '../shell/form-field';
import styles from './chat-launcher.module.css';

/** The chat's pre-engagement form and queue, in a dialog; its code loads with the chat's flow. */
function ChatDialogView({ flow }: { flow: ChatFlow }) {
  const t = useT();
  const phase = useSelector(flow.actor, selectChatPhase);
  const dialog = useRef<HTMLDialogElement>(null);
  const open = phase !== 'closed';
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      // The form starts at its first field (showModal alone would focus the close button).
      element.querySelector<HTMLElement>('input, select')?.focus();
    }
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="chat-title"
      data-testid="chat-dialog"
      onClose={() => {
        if (flow.actor.getSnapshot().matches('open')) flow.send({ type: 'chat.close' });
      }}
    >
      <div className={styles.head}>
        <h2 id="chat-title">
          <Tx k="chat.title" />
        </h2>
        <button
          type="button"
          className={styles.close}
          aria-label={t('chat.close')}
          onClick={() => flow.send({ type: 'chat.close' })}
        >
          <Icon name="close" width={20} height={20} aria-hidden="true" />
        </button>
      </div>
      {phase === 'queued' ? <Queued flow={flow} /> : open ? <ChatForm flow={flow} /> : null}
    </dialog>
  );
}

function Queued({ flow }: { flow: ChatFlow }) {
  const queued = useSelector(flow.actor, (snapshot) => snapshot.context.queued);
  if (!queued) return null;
  return (
    <div className={styles.queued} role="status" data-testid="chat-queued">
      <p className={styles.queuedTitle}>
        <Tx k="chat.queuedTitle" />
      </p>
      <p className={styles.bubble}>{queued.message}</p>
      {queued.position > 0 && (
        <p className={styles.hint}>
          <Tx k="chat.position" params={{ count: queued.position }} />
        </p>
      )}
    </div>
  );
}

const FIELDS: ReadonlyArray<{ field: Exclude<ChatField, 'topic'>; type: string; autoComplete: string }> = [
  { field: 'name', type: 'text', autoComplete: 'name' },
  { field: 'email', type: 'email', autoComplete: 'email' },
  { field: 'phone', type: 'tel', autoComplete: 'tel' },
];

function ChatForm({ flow }: { flow: ChatFlow }) {
  const t = useT();
  const phase = useSelector(flow.actor, selectChatPhase);
  const values = useSelector(flow.actor, (snapshot) => snapshot.context.values);
  const errors = useSelector(flow.actor, (snapshot) => snapshot.context.errors);
  const canStart = useSelector(flow.actor, (snapshot) => snapshot.can({ type: 'chat.start' }));
  const canRetry = useSelector(flow.actor, (snapshot) => snapshot.can({ type: 'chat.retry' }));
  const form = useRef<HTMLFormElement>(null);
  const edit = (field: ChatField, value: string) => flow.send({ type: 'chat.edit', field, value });
  const leave = (field: ChatField) => flow.send({ type: 'chat.leave', field });
  const described = (field: ChatField) =>
    fieldDescription(`chat-${field}`, { error: Boolean(errors[field]) });
  const error = (field: ChatField): ReactNode =>
    errors[field] ? <Tx k={`chatErrors.${errors[field]}`} /> : null;

  return (
    <form
      ref={form}
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        flow.send({ type: phase === 'failed' ? 'chat.retry' : 'chat.start' });
        // The first field with an error takes the focus, so it is read out beside its message.
        queueMicrotask(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      }}
    >
      <p className={styles.intro}>
        <Tx k="chat.intro" />
      </p>
      {FIELDS.map(({ field, type, autoComplete }) => (
        <FormField key={field} id={`chat-${field}`} label={<Tx k={`chat.${field}`} />} error={error(field)}>
          <input
            id={`chat-${field}`}
            type={type}
            autoComplete={autoComplete}
            value={values[field]}
            required
            aria-invalid={errors[field] ? true : undefined}
            aria-describedby={described(field)}
            onChange={(event) => edit(field, event.target.value)}
            onBlur={() => leave(field)}
          />
        </FormField>
      ))}
      <FormField id="chat-topic" label={<Tx k="chat.topic" />} error={error('topic')}>
        <select
          id="chat-topic"
          value={values.topic}
          required
          aria-invalid={errors.topic ? true : undefined}
          aria-describedby={described('topic')}
          onChange={(event) => edit('topic', event.target.value)}
          onBlur={() => leave('topic')}
        >
          <option value="" disabled>
            {t('chat.choose')}
          </option>
          {CHAT_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {t(`chatTopics.${topic}`)}
            </option>
          ))}
        </select>
      </FormField>
      {phase === 'failed' && (
        <p className={styles.failed} role="alert">
          <Tx k="chat.failed" />
        </p>
      )}
      <button
        type="submit"
        className="button button-primary"
        disabled={phase === 'failed' ? !canRetry : !canStart}
        aria-busy={phase === 'starting'}
      >
        <Tx k={phase === 'starting' ? 'chat.starting' : phase === 'failed' ? 'common.retry' : 'chat.start'} />
      </button>
    </form>
  );
}

export const ChatDialog = withTexts(CHAT_DIALOG_ES, ChatDialogView);
