import { useId } from 'react';
import { useSelector } from '@xstate/react';
import {
  LEAD_CHANNELS,
  consentText,
  contactHoursText,
  leadChannelText,
  planRequestErrorText,
  PHONE_EXAMPLES,
  thanksTitle,
  type SiteCountryCode,
  type TextKey,
} from '../../core/domain';
import { selectOutboxItem } from '../../core/machines/surface';
import * as planRequest from '../../core/machines/surface-detail';
import { useApp, useAppSelector } from '../app-context';
import { useOutboxActor, usePlanRequestActor } from './use-plan-detail';
import { Tx, useRemote } from '../i18n/texts';
import styles from './plan-detail.module.css';
import { useFocusFirstInvalid } from '../shell/use-focus-message';

const FIELDS: ReadonlyArray<{
  field: planRequest.PlanRequestField;
  label: TextKey;
  type: string;
  autoComplete: string;
  inputMode?: 'numeric' | 'tel' | 'email';
  placeholder: string;
}> = [
  {
    field: 'nombre',
    label: 'planRequestForm.nombre',
    type: 'text',
    autoComplete: 'name',
    placeholder: 'Ana Pérez',
  },
  {
    field: 'rut',
    label: 'planRequestForm.rut',
    type: 'text',
    autoComplete: 'off',
    inputMode: 'numeric',
    placeholder: '1020304050',
  },
  {
    field: 'email',
    label: 'planRequestForm.email',
    type: 'email',
    autoComplete: 'email',
    inputMode: 'email',
    placeholder: 'nombre@correo.com',
  },
  {
    field: 'telefono',
    label: 'planRequestForm.telefono',
    type: 'tel',
    autoComplete: 'tel',
    inputMode: 'tel',
    placeholder: '321 123 4567',
  },
];

/** The other sites' identification: Chile's RUT, Peru's DNI, a passport on the international site. */
const ID_LABELS = {
  CL: 'planRequestForm.rutCL',
  PE: 'planRequestForm.rutPE',
  INT: 'planRequestForm.rutINT',
} as const satisfies Record<Exclude<SiteCountryCode, 'CO'>, TextKey>;
const ID_EXAMPLES: Readonly<Record<Exclude<SiteCountryCode, 'CO'>, string>> = {
  CL: '18.972.631-7',
  PE: '45678912',
  INT: 'AB1234567',
};

/** A field's message in the page's language (the form's rule gives it in Spanish). */
function ErrorText({ message }: { message: string }) {
  const text = planRequestErrorText(message);
  return typeof text === 'string' ? text : <Tx r={text} />;
}

/** The additional-insurance request sent with the plan's (issue 26): where it is, or 'send it again'. */
function AdditionalStatus() {
  const app = useApp();
  const request = usePlanRequestActor();
  const lead = useSelector(request, planRequest.selectAdditionalLead);
  const offers = useSelector(request, planRequest.selectRequestOffers);
  const chosen = useSelector(request, planRequest.selectRequestAdditional);
  const remote = useRemote();
  const visitor = useAppSelector((snapshot) => snapshot.context.visitor);
  const item = useSelector(useOutboxActor(), (snapshot) =>
    lead?.id ? selectOutboxItem(snapshot, visitor, lead.id) : null,
  );
  if (!lead) return null;
  const names = offers
    .filter((offer) => chosen.includes(offer.code))
    .map((offer) => remote(offer.name))
    .join(', ');
  const status = lead.queueing ? 'sending' : (item?.status ?? 'delivered');
  return (
    <div
      className={styles.additionalStatus}
      data-testid="additional-status"
      data-status={lead.failed ? 'failed' : status}
    >
      <h3>
        <Tx k="detail.additionalTitle" params={{ names }} />
      </h3>
      {lead.failed ? (
        <>
          <p className={styles.error} role="alert">
            <Tx k="detail.additionalFailed" />
          </p>
          <button
            type="button"
            className="button button-primary"
            onClick={() => app.send({ type: 'detail.request.additionalRetry' })}
          >
            <Tx k="detail.additionalRetry" />
          </button>
        </>
      ) : (
        <p className={`${styles.deliveryStatus} ${styles[`status-${status}`] ?? ''}`}>
          <Tx k={`requestStatus.${status}`} />
        </p>
      )}
    </div>
  );
}

/** The additional insurances the plan offers: ticked ones are asked for in a request of their own. */
function AdditionalChoice({ id }: { id: string }) {
  const app = useApp();
  const request = usePlanRequestActor();
  const offers = useSelector(request, planRequest.selectRequestOffers);
  const chosen = useSelector(request, planRequest.selectRequestAdditional);
  const error = useSelector(request, planRequest.selectRequestAdditionalError);
  const remote = useRemote();
  if (offers.length === 0) return null;
  return (
    <fieldset
      className={styles.channels}
      data-testid="additional-insurance"
      aria-describedby={`${id}-additional-lead${error ? ` ${id}-additional-error` : ''}`}
    >
      <legend>
        <Tx k="detail.additionalLegend" />
      </legend>
      <p id={`${id}-additional-lead`} className={styles.muted}>
        <Tx k="detail.additionalLead" />
      </p>
      {offers.map((offer) => (
        <label key={offer.code} className={styles.check}>
          <input
            type="checkbox"
            name="additional"
            value={offer.code}
            checked={chosen.includes(offer.code)}
            onChange={(event) =>
              app.send({ type: 'detail.request.additional', code: offer.code, on: event.target.checked })
            }
          />
          <span>
            <strong>{remote(offer.name)}</strong>
            {offer.description ? <span className={styles.muted}> {remote(offer.description)}</span> : null}
          </span>
        </label>
      ))}
      {error && (
        <p id={`${id}-additional-error`} className={styles.error}>
          <ErrorText message={error} />
        </p>
      )}
    </fieldset>
  );
}

/** The thank-you state: what happens next, and where the request is on its way. */
function Thanks({ leadId }: { leadId: string }) {
  const app = useApp();
  const country = useAppSelector((snapshot) => snapshot.context.country.code);
  const request = usePlanRequestActor();
  const name = useSelector(request, (snapshot) => snapshot.context.values.nombre);
  const visitor = useAppSelector((snapshot) => snapshot.context.visitor);
  const item = useSelector(useOutboxActor(), (snapshot) => selectOutboxItem(snapshot, visitor, leadId));
  const status = item?.status ?? 'delivered';
  return (
    <div className={styles.thanks} role="status" data-testid="request-thanks">
      <h2>
        <Tx r={thanksTitle(name)} />
      </h2>
      <p>
        <Tx k="detail.thanksNext" />
      </p>
      <p
        className={`${styles.deliveryStatus} ${styles[`status-${status}`] ?? ''}`}
        data-testid="request-status"
        data-status={status}
      >
        <Tx k={`requestStatus.${status}`} />
      </p>
      <AdditionalStatus />
      <p className={styles.hours}>
        <Tx r={contactHoursText(country)} />
      </p>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => app.send({ type: 'detail.request.again' })}
      >
        <Tx k="detail.another" />
      </button>
    </div>
  );
}

/** §2 Solicitar: name, ID, e-mail, phone, consent never pre-ticked, the channels accepted. */
export function RequestForm({ organization }: { organization: string }) {
  const country = useAppSelector((snapshot) => snapshot.context.country.code);
  const app = useApp();
  const request = usePlanRequestActor();
  const values = useSelector(request, planRequest.selectRequestValues);
  const errors = useSelector(request, planRequest.selectRequestErrors);
  const leadId = useSelector(request, planRequest.selectRequestLeadId);
  const sending = useSelector(request, planRequest.selectRequestSending);
  const canSubmit = useSelector(request, (snapshot) => snapshot.can({ type: 'detail.request.submit' }));
  const id = useId();
  const [formRef, submitted] = useFocusFirstInvalid<HTMLFormElement>();
  if (leadId) return <Thanks leadId={leadId} />;
  const describe = (field: string) =>
    errors[field as keyof typeof errors] ? `${id}-${field}-error` : undefined;
  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      data-testid="request-form"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        submitted();
        app.send({ type: 'detail.request.submit' });
      }}
    >
      <h2 id={`${id}-title`}>
        <Tx k="detail.requestTitle" />
      </h2>
      <p className={styles.muted}>
        <Tx k="detail.requestLead" />
      </p>
      {FIELDS.map(({ field, label, type, autoComplete, inputMode, placeholder }) => (
        <div key={field} className={styles.field}>
          <label htmlFor={`${id}-${field}`}>
            <Tx k={field === 'rut' && country !== 'CO' ? ID_LABELS[country] : label} />
          </label>
          <input
            id={`${id}-${field}`}
            name={field}
            type={type}
            autoComplete={autoComplete}
            inputMode={inputMode}
            placeholder={
              country === 'CO'
                ? placeholder
                : field === 'rut'
                  ? ID_EXAMPLES[country]
                  : field === 'telefono'
                    ? PHONE_EXAMPLES[country]
                    : placeholder
            }
            value={values[field]}
            aria-invalid={errors[field] ? true : undefined}
            aria-describedby={describe(field)}
            onChange={(event) =>
              app.send({ type: 'detail.request.change', field, value: event.target.value })
            }
          />
          {errors[field] && (
            <p id={`${id}-${field}-error`} className={styles.error}>
              <ErrorText message={errors[field]} />
            </p>
          )}
        </div>
      ))}
      <fieldset className={styles.channels} aria-describedby={describe('channels')}>
        <legend>
          <Tx k="detail.channelsLegend" />
        </legend>
        {LEAD_CHANNELS.map((channel) => (
          <label key={channel.id} className={styles.check}>
            <input
              type="checkbox"
              name="channels"
              value={channel.id}
              checked={values.channels.includes(channel.id)}
              onChange={(event) =>
                app.send({ type: 'detail.request.channel', channel: channel.id, on: event.target.checked })
              }
            />
            <span>
              <Tx r={leadChannelText(channel.id)} />
            </span>
          </label>
        ))}
        {errors.channels && (
          <p id={`${id}-channels-error`} className={styles.error}>
            <ErrorText message={errors.channels} />
          </p>
        )}
      </fieldset>
      <AdditionalChoice id={id} />
      <label className={`${styles.check} ${styles.consent}`}>
        <input
          type="checkbox"
          name="consent"
          checked={values.consent}
          aria-invalid={errors.consent ? true : undefined}
          aria-describedby={describe('consent')}
          onChange={(event) => app.send({ type: 'detail.request.consent', on: event.target.checked })}
        />
        <span>
          <Tx r={consentText(organization, country)} />
        </span>
      </label>
      {errors.consent && (
        <p id={`${id}-consent-error`} className={styles.error}>
          <ErrorText message={errors.consent} />
        </p>
      )}
      <p className={styles.hours}>
        <Tx r={contactHoursText(country)} />
      </p>
      <button type="submit" className="button button-primary" disabled={!canSubmit || sending}>
        <Tx k={sending ? 'detail.sending' : 'detail.send'} />
      </button>
    </form>
  );
}
