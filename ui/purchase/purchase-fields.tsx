import { remoteText, type PurchaseField, type TextRef } from '../../core/domain';
import { Tx, useT, useText } from '../i18n/texts';
import styles from './purchase-page.module.css';

interface FieldProps {
  readonly field: PurchaseField;
  readonly value: string | undefined;
  readonly error: TextRef | undefined;
  readonly onEdited: (name: string) => void;
}

/** One form field as the step's form declares it; its message beside it. Uncontrolled: what is typed stays. */
export function PurchaseFieldView({ field, value, error, onEdited }: FieldProps) {
  const t = useT();
  const text = useText();
  const id = `field-${field.name}`;
  const describedBy = [error ? `${id}-error` : null, field.helper ? `${id}-help` : null]
    .filter(Boolean)
    .join(' ');
  const common = {
    id,
    name: field.name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    'aria-required': field.required || undefined,
    onInput: () => onEdited(field.name),
  } as const;
  const message = (
    <>
      {field.helper ? (
        <span id={`${id}-help`} className={styles.help}>
          <Tx r={remoteText(field.helper)} />
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className={styles.error} role="alert">
          <Tx r={error} />
        </span>
      ) : null}
    </>
  );
  const required = field.required ? <span aria-hidden="true"> *</span> : null;

  if (field.kind === 'consent') {
    return (
      <div className={`${styles.field} ${styles.wide}`}>
        <label className={styles.check}>
          <input type="checkbox" value="true" defaultChecked={value === 'true'} {...common} />
          <span>
            <Tx r={remoteText(field.label)} />
          </span>
        </label>
        {message}
      </div>
    );
  }
  if (field.kind === 'yes-no') {
    return (
      <fieldset
        className={`${styles.field} ${styles.wide} ${styles.choice}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      >
        <legend>
          <Tx r={remoteText(field.label)} />
          {required}
        </legend>
        <div className={styles.choiceRow}>
          {(
            [
              ['si', 'purchase.yes'],
              ['no', 'purchase.no'],
            ] as const
          ).map(([option, label]) => (
            <label key={option} className={styles.pill}>
              <input
                type="radio"
                name={field.name}
                value={option}
                defaultChecked={value === option}
                onInput={() => onEdited(field.name)}
              />
              <span>
                <Tx k={label} />
              </span>
            </label>
          ))}
        </div>
        {message}
      </fieldset>
    );
  }
  const wide = field.kind === 'roster' || field.kind === 'text' ? styles.wide : '';
  return (
    <div className={`${styles.field} ${wide}`}>
      <label htmlFor={id}>
        <Tx r={remoteText(field.label)} />
        {required}
      </label>
      {field.kind === 'select' ? (
        <select defaultValue={value ?? ''} {...common}>
          <option value="" disabled>
            {t('purchase.chooseOption')}
          </option>
          {(field.options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {text(remoteText(option.label))}
            </option>
          ))}
        </select>
      ) : field.kind === 'roster' ? (
        <textarea rows={5} defaultValue={value ?? ''} {...common} />
      ) : (
        <input
          type={inputType(field)}
          defaultValue={value ?? ''}
          inputMode={field.kind === 'number' || field.kind === 'id-number' ? 'numeric' : undefined}
          autoComplete={field.autocomplete}
          {...common}
        />
      )}
      {message}
    </div>
  );
}

function inputType(field: PurchaseField): string {
  switch (field.kind) {
    case 'email':
      return 'email';
    case 'phone':
      return 'tel';
    case 'birth-date':
      return 'date';
    default:
      return 'text';
  }
}
