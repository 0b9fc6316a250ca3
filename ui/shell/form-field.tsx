import type { ReactNode } from 'react';
import styles from './form-field.module.css';

/** The ids a control names in aria-describedby: its hint, then its message when it has one. */
export function fieldDescription(id: string, parts: { hint?: boolean; error?: boolean }): string | undefined {
  return (
    [parts.hint ? `${id}-hint` : '', parts.error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
  );
}

/** A labelled control with its hint and, beside it, its message: the look of every form of the site. */
export function FormField(props: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={props.id}>{props.label}</label>
      {props.children}
      {props.hint && (
        <span id={`${props.id}-hint`} className={styles.hint}>
          {props.hint}
        </span>
      )}
      {props.error && (
        <span id={`${props.id}-error`} className={styles.error}>
          {props.error}
        </span>
      )}
    </div>
  );
}
