import { useEffect, useRef, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { CHAT_TOPICS, type ChatField, CHAT_DIALOG_ES, type ChatLine } from '../../core/domain';
import { selectChatPhase, type CallbackField, type ChatRef } from '../../core/machines/surface-chat';
import { useContent } from '../content/use-content';
import { Tx, useLanguage, useT, withTexts } from '../i18n/texts';
import { Icon } from '../shell/icons';
import { FormField, fieldDescription } from '../shell/form-field';
import { useModalDialog } from '../shell/use-modal-dialog';
import { useSiteFormat } from '../shell/use-site-format';
import styles from './chat-launcher.module.css';

const FIRST_FIELD = 'input, select, textarea';

/**
 * The live chat in a dialog: the availability check, the pre-engagement form, the queue and the
 * conversation, or out of hours the alternatives. Its code loads with the chat's flow. Closing folds
 * the window; the conversation goes on and comes back as it was.
 */
function ChatDialogView({ flow }: { flow: ChatRef }) {
  const t = useT();
  const phase = useSelector(flow, selectChatPhase);
  const open = phase !== 'closed';
  // The form starts at its first field (showModal alone would focus the close button).
  const dialog = useModalDialog(open, { focusFirst: FIRST_FIELD });
  // When the check answers (the form, or the alternatives) and when the conversation starts, the
  // first field takes the focus, as it did when the dialog opened.
  const previous = useRef(phase);
  useEffect(() => {
    const was = previous.current;
    previous.current = phase;
    const arrived = was === 'checking' || (was === 'starting' && phase !== 'failed');
    if (arrived && phase !== 'closed') dialog.current?.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
  }, [phase, dialog]);
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
  const label = useSiteFormat().slot;
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
        <ChatFormShell onSend={() => flow.send({ type: 'chat.callback.send' })}>
          <h3 className={styles.subTitle}>
            <Tx k="chat.callbackTitle" />
          </h3>
          <p className={styles.hint}>
            <Tx k="chat.callbackLegal" />
          </p>
          {CALLBACK_FIELDS.map((field) => (
            <ChatInput
              key={field}
              id={`chat-callback-${field}`}
              field={field}
              value={callback[field]}
              error={error(field)}
              onChange={(value) => edit(field, value)}
            />
          ))}
          <ChatSelect
            id="chat-callback-slot"
            label={<Tx k="chat.callbackSlot" />}
            choose={t('chat.callbackChoose')}
            options={slots.map((slot) => ({ value: String(slot.start), text: label(slot.start, slot.end) }))}
            value={callback.slot}
            error={error('slot')}
            onChange={(value) => edit('slot', value)}
          />
          {state === 'failed' && (
            <p className={styles.failed} role="alert">
              <Tx k="chat.callbackFailed" />
            </p>
          )}
          <button type="submit" className="button button-secondary" aria-busy={state === 'sending'}>
            <Tx k={state === 'sending' ? 'chat.starting' : 'chat.callbackSend'} />
          </button>
        </ChatFormShell>
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

type TypedField = Exclude<ChatField, 'topic'>;
/** Each typed field's input type, which is also the browser's autofill name for it. */
const INPUT_TYPES: Readonly<Record<TypedField, { type: string; autoComplete: string }>> = {
  name: { type: 'text', autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
};
const FORM_FIELDS: readonly TypedField[] = ['name', 'email', 'phone'];
const CALLBACK_FIELDS = ['name', 'phone'] as const satisfies readonly TypedField[];

/** A required control of the chat's forms: its value, its message, and where its edits go. */
interface ChatControl {
  id: string;
  value: string;
  error: ReactNode;
  onChange: (value: string) => void;
  onBlur?: (() => void) | undefined;
}

/** What the chat's input and select both carry: required, described by their message when they have one. */
function controlProps({ id, value, error, onChange, onBlur }: ChatControl) {
  return {
    id,
    value,
    required: true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': fieldDescription(id, { error: Boolean(error) }),
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    onBlur,
  };
}

/** A required typed field of the chat's forms, with its label and its message. */
function ChatInput(props: ChatControl & { field: TypedField }) {
  return (
    <FormField id={props.id} label={<Tx k={`chat.${props.field}`} />} error={props.error}>
      <input {...INPUT_TYPES[props.field]} {...controlProps(props)} />
    </FormField>
  );
}

/** A required choice of the chat's forms: 'Elige…' first, then the options. */
function ChatSelect({
  label,
  choose,
  options,
  ...control
}: ChatControl & {
  label: ReactNode;
  choose: string;
  options: ReadonlyArray<{ value: string; text: string }>;
}) {
  return (
    <FormField id={control.id} label={label} error={control.error}>
      <select {...controlProps(control)}>
        <option value="" disabled>
          {choose}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </select>
    </FormField>
  );
}

/** A form of the chat: once sent, its first field with an error takes the focus, so it is read out beside its message. */
function ChatFormShell({ onSend, children }: { onSend: () => void; children: ReactNode }) {
  const form = useRef<HTMLFormElement>(null);
  return (
    <form
      ref={form}
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
        queueMicrotask(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      }}
    >
      {children}
    </form>
  );
}

function ChatForm({ flow }: { flow: ChatRef }) {
  const t = useT();
  const phase = useSelector(flow, selectChatPhase);
  const values = useSelector(flow, (snapshot) => snapshot.context.values);
  const errors = useSelector(flow, (snapshot) => snapshot.context.errors);
  const canStart = useSelector(flow, (snapshot) => snapshot.can({ type: 'chat.start' }));
  const canRetry = useSelector(flow, (snapshot) => snapshot.can({ type: 'chat.retry' }));
  const edit = (field: ChatField, value: string) => flow.send({ type: 'chat.edit', field, value });
  const leave = (field: ChatField) => flow.send({ type: 'chat.leave', field });
  const error = (field: ChatField): ReactNode =>
    errors[field] ? <Tx k={`chatErrors.${errors[field]}`} /> : null;

  return (
    <ChatFormShell onSend={() => flow.send({ type: phase === 'failed' ? 'chat.retry' : 'chat.start' })}>
      <p className={styles.intro}>
        <Tx k="chat.intro" />
      </p>
      {FORM_FIELDS.map((field) => (
        <ChatInput
          key={field}
          id={`chat-${field}`}
          field={field}
          value={values[field]}
          error={error(field)}
          onChange={(value) => edit(field, value)}
          onBlur={() => leave(field)}
        />
      ))}
      <ChatSelect
        id="chat-topic"
        label={<Tx k="chat.topic" />}
        choose={t('chat.choose')}
        options={CHAT_TOPICS.map((topic) => ({ value: topic, text: t(`chatTopics.${topic}`) }))}
        value={values.topic}
        error={error('topic')}
        onChange={(value) => edit('topic', value)}
        onBlur={() => leave('topic')}
      />
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
    </ChatFormShell>
  );
}

export const ChatDialog = withTexts(CHAT_DIALOG_ES, ChatDialogView);
