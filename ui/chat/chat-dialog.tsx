import { useEffect, useRef, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { CHAT_TOPICS, type ChatField, CHAT_DIALOG_ES, type ChatLine } from '../../core/domain';
import { selectChatPhase, type CallbackField, type ChatRef } from '../../core/machines/surface-chat';
import { useContent } from '../content/use-content';
import { Tx, useLanguage, useT, withTexts } from '../i18n/texts';
import { Icon } from '../shell/icons';
import { FormField, fieldDescription } from '../shell/form-field';
import styles from './chat-launcher.module.css';

/**
 * The live chat in a dialog: the availability check, the pre-engagement form, the queue and the
 * conversation, or out of hours the alternatives. Its code loads with the chat's flow. Closing folds
 * the window; the conversation goes on and comes back as it was.
 */
function ChatDialogView({ flow }: { flow: ChatRef }) {
  const t = useT();
  const phase = useSelector(flow, selectChatPhase);
  const dialog = useRef<HTMLDialogElement>(null);
  const open = phase !== 'closed';
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      // The form starts at its first field (showModal alone would focus the close button).
      element.querySelector<HTMLElement>('input, select, textarea')?.focus();
    }
    if (!open && element.open) element.close();
  }, [open]);
  // When the check answers (the form, or the alternatives) and when the conversation starts, the
  // first field takes the focus, as it did when the dialog opened.
  const previous = useRef(phase);
  useEffect(() => {
    const was = previous.current;
    previous.current = phase;
    const arrived = was === 'checking' || (was === 'starting' && phase !== 'failed');
    if (arrived && phase !== 'closed')
      dialog.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, [phase]);
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="chat-title"
      data-testid="chat-dialog"
      onClose={() => {
        if (flow.getSnapshot().matches({ window: 'shown' })) flow.send({ type: 'chat.close' });
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
      {phase === 'checking' ? (
        <p className={styles.hint} role="status" data-testid="chat-checking">
          <Tx k="chat.checking" />
        </p>
      ) : phase === 'away' ? (
        <Away flow={flow} />
      ) : phase === 'editing' || phase === 'starting' || phase === 'failed' ? (
        <ChatForm flow={flow} />
      ) : open ? (
        <Conversation flow={flow} />
      ) : null}
    </dialog>
  );
}

const LOCALES = { es: 'es-CO', en: 'en-US', pt: 'pt-BR' } as const;

/** An hour as the visitor reads it, in Colombia's time. */
function useSlotLabel() {
  const lang = useLanguage();
  const format = new Intl.DateTimeFormat(LOCALES[lang], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'America/Bogota',
  });
  const hour = new Intl.DateTimeFormat(LOCALES[lang], {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'America/Bogota',
  });
  return (start: number, end: number) => `${format.format(start)} – ${hour.format(end)}`;
}

/** Nobody is there: said before any form, with the request, WhatsApp and a call-back in the legal hours. */
function Away({ flow }: { flow: ChatRef }) {
  const t = useT();
  const lang = useLanguage();
  const slots = useSelector(flow, (snapshot) => snapshot.context.slots);
  const callback = useSelector(flow, (snapshot) => snapshot.context.callback);
  const errors = useSelector(flow, (snapshot) => snapshot.context.callbackErrors);
  const state = useSelector(flow, (snapshot) => snapshot.context.callbackState);
  const sent = useSelector(flow, (snapshot) => snapshot.matches({ flow: { away: 'sent' } }));
  const contact = useContent({ kind: 'contactInformations' });
  const whatsapp =
    contact.status === 'ready'
      ? contact.value
          .flatMap((group) => group.contactInformations)
          .find((entry) => entry.link?.startsWith('https://wa.me/'))
      : undefined;
  const label = useSlotLabel();
  const form = useRef<HTMLFormElement>(null);
  const edit = (field: CallbackField, value: string) =>
    flow.send({ type: 'chat.callback.edit', field, value });
  const error = (field: CallbackField): ReactNode =>
    errors[field] ? <Tx k={`chatErrors.${errors[field]}`} /> : null;
  const chosen = slots.find((slot) => String(slot.start) === callback.slot);
  const prefix = lang === 'es' ? '' : `/${lang}`;
  return (
    <div className={styles.away} data-testid="chat-away">
      <p className={styles.queuedTitle} role="status">
        <Tx k="chat.awayTitle" />
      </p>
      <p className={styles.hint}>
        <Tx k="chat.awayHours" />
      </p>
      <div className={styles.alternatives}>
        <a className="button button-primary" href={`${prefix}/contacto`}>
          <Tx k="chat.requestLink" />
        </a>
        {whatsapp?.link && (
          <a
            className="button button-secondary"
            href={whatsapp.link}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Tx k="chat.whatsapp" />
          </a>
        )}
      </div>
      {sent && chosen ? (
        <p className={styles.done} role="status" data-testid="chat-callback-sent">
          <Tx k="chat.callbackSent" params={{ slot: label(chosen.start, chosen.end) }} />
        </p>
      ) : (
        <form
          ref={form}
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            flow.send({ type: 'chat.callback.send' });
            queueMicrotask(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
          }}
        >
          <h3 className={styles.subTitle}>
            <Tx k="chat.callbackTitle" />
          </h3>
          <p className={styles.hint}>
            <Tx k="chat.callbackLegal" />
          </p>
          <FormField id="chat-callback-name" label={<Tx k="chat.name" />} error={error('name')}>
            <input
              id="chat-callback-name"
              autoComplete="name"
              value={callback.name}
              required
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={fieldDescription('chat-callback-name', { error: Boolean(errors.name) })}
              onChange={(event) => edit('name', event.target.value)}
            />
          </FormField>
          <FormField id="chat-callback-phone" label={<Tx k="chat.phone" />} error={error('phone')}>
            <input
              id="chat-callback-phone"
              type="tel"
              autoComplete="tel"
              value={callback.phone}
              required
              aria-invalid={errors.phone ? true : undefined}
              aria-describedby={fieldDescription('chat-callback-phone', { error: Boolean(errors.phone) })}
              onChange={(event) => edit('phone', event.target.value)}
            />
          </FormField>
          <FormField id="chat-callback-slot" label={<Tx k="chat.callbackSlot" />} error={error('slot')}>
            <select
              id="chat-callback-slot"
              value={callback.slot}
              required
              aria-invalid={errors.slot ? true : undefined}
              aria-describedby={fieldDescription('chat-callback-slot', { error: Boolean(errors.slot) })}
              onChange={(event) => edit('slot', event.target.value)}
            >
              <option value="" disabled>
                {t('chat.callbackChoose')}
              </option>
              {slots.map((slot) => (
                <option key={slot.start} value={String(slot.start)}>
                  {label(slot.start, slot.end)}
                </option>
              ))}
            </select>
          </FormField>
          {state === 'failed' && (
            <p className={styles.failed} role="alert">
              <Tx k="chat.callbackFailed" />
            </p>
          )}
          <button type="submit" className="button button-secondary" aria-busy={state === 'sending'}>
            <Tx k={state === 'sending' ? 'chat.starting' : 'chat.callbackSend'} />
          </button>
        </form>
      )}
    </div>
  );
}

function Conversation({ flow }: { flow: ChatRef }) {
  const t = useT();
  const phase = useSelector(flow, selectChatPhase);
  const conversation = useSelector(flow, (snapshot) => snapshot.context.conversation);
  const draft = useSelector(flow, (snapshot) => snapshot.context.draft);
  const log = useRef<HTMLOListElement>(null);
  const count = conversation?.lines.length ?? 0;
  const typing = conversation?.advisorTyping ?? false;
  useEffect(() => {
    const element = log.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [count, typing]);
  if (!conversation) return null;
  return (
    <div className={styles.conversation} data-testid="chat-conversation">
      {conversation.advisor === null ? (
        <div className={styles.queueBar} role="status" data-testid="chat-queued">
          <p className={styles.queuedTitle}>
            <Tx k="chat.queuedTitle" />
          </p>
          {conversation.position !== null && conversation.position > 0 && (
            <p className={styles.hint} data-testid="chat-position">
              <Tx k="chat.position" params={{ count: conversation.position }} />
            </p>
          )}
        </div>
      ) : (
        <p className={styles.hint} role="status" data-testid="chat-advisor">
          <Tx k="chat.joined" params={{ advisor: conversation.advisor }} />
        </p>
      )}
      {phase === 'reconnecting' && (
        <p className={styles.failed} role="alert" data-testid="chat-reconnecting">
          <Tx k="chat.reconnecting" />
        </p>
      )}
      <ol className={styles.log} ref={log} aria-live="polite" aria-label={t('chat.title')}>
        {conversation.lines.map((line) => (
          <Line key={line.id} line={line} />
        ))}
        {conversation.advisorTyping && conversation.advisor && (
          <li className={styles.typing} data-testid="chat-typing">
            <Tx k="chat.typing" params={{ advisor: conversation.advisor }} />
          </li>
        )}
      </ol>
      {conversation.handover && (
        <a className="button button-primary" href={conversation.handover} data-testid="chat-handover">
          <Tx k="chat.handover" />
        </a>
      )}
      {phase === 'ended' ? (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => flow.send({ type: 'chat.restart' })}
        >
          <Tx k="chat.restart" />
        </button>
      ) : (
        <form
          className={styles.compose}
          onSubmit={(event) => {
            event.preventDefault();
            flow.send({ type: 'chat.send' });
          }}
        >
          <label htmlFor="chat-message" className="visually-hidden">
            <Tx k="chat.message" />
          </label>
          <textarea
            id="chat-message"
            rows={2}
            value={draft}
            placeholder={t('chat.message')}
            onChange={(event) => flow.send({ type: 'chat.draft', text: event.target.value })}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey) {
                event.preventDefault();
                flow.send({ type: 'chat.send' });
              }
            }}
          />
          <button type="submit" className="button button-primary" disabled={draft.trim() === ''}>
            <Tx k="chat.send" />
          </button>
        </form>
      )}
      <Transcript flow={flow} />
    </div>
  );
}

function Line({ line }: { line: ChatLine }) {
  const mine = line.from === 'visitor';
  return (
    <li
      className={mine ? styles.mine : styles.theirs}
      data-testid={mine ? 'chat-line-visitor' : 'chat-line-advisor'}
    >
      <p className={mine ? styles.bubbleMine : styles.bubble}>{line.text}</p>
      {mine && (
        <span className={styles.lineState} data-state={line.state}>
          <Tx k={`chat.${line.state}`} />
        </span>
      )}
    </li>
  );
}

function Transcript({ flow }: { flow: ChatRef }) {
  const email = useSelector(flow, (snapshot) => snapshot.context.transcriptEmail);
  const error = useSelector(flow, (snapshot) => snapshot.context.transcriptError);
  const state = useSelector(flow, (snapshot) => snapshot.context.transcriptState);
  return (
    <details className={styles.transcript}>
      <summary>
        <Tx k="chat.transcriptTitle" />
      </summary>
      <form
        className={styles.transcriptForm}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          flow.send({ type: 'chat.transcript.send' });
        }}
      >
        <FormField
          id="chat-transcript"
          label={<Tx k="chat.email" />}
          error={error ? <Tx k={`chatErrors.${error}`} /> : null}
        >
          <input
            id="chat-transcript"
            type="email"
            autoComplete="email"
            value={email}
            aria-invalid={error ? true : undefined}
            aria-describedby={fieldDescription('chat-transcript', { error: Boolean(error) })}
            onChange={(event) => flow.send({ type: 'chat.transcript.edit', email: event.target.value })}
          />
        </FormField>
        <button type="submit" className="button button-secondary" aria-busy={state === 'sending'}>
          <Tx k="chat.transcriptSend" />
        </button>
        {state === 'sent' && (
          <p className={styles.done} role="status" data-testid="chat-transcript-sent">
            <Tx k="chat.transcriptSent" params={{ email: email.trim() }} />
          </p>
        )}
        {state === 'failed' && (
          <p className={styles.failed} role="alert">
            <Tx k="chat.transcriptFailed" />
          </p>
        )}
      </form>
    </details>
  );
}

const FIELDS: ReadonlyArray<{ field: Exclude<ChatField, 'topic'>; type: string; autoComplete: string }> = [
  { field: 'name', type: 'text', autoComplete: 'name' },
  { field: 'email', type: 'email', autoComplete: 'email' },
  { field: 'phone', type: 'tel', autoComplete: 'tel' },
];

function ChatForm({ flow }: { flow: ChatRef }) {
  const t = useT();
  const phase = useSelector(flow, selectChatPhase);
  const values = useSelector(flow, (snapshot) => snapshot.context.values);
  const errors = useSelector(flow, (snapshot) => snapshot.context.errors);
  const canStart = useSelector(flow, (snapshot) => snapshot.can({ type: 'chat.start' }));
  const canRetry = useSelector(flow, (snapshot) => snapshot.can({ type: 'chat.retry' }));
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
