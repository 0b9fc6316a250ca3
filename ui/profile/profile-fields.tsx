import type { ReactNode } from 'react';
import {
  fieldOptions,
  isHidden,
  maskInput,
  readValue,
  rowsOf,
  type FieldPath,
  type FormNode,
  type FormValues,
  type ScalarValue,
} from '../../core/domain';
import { Tx, useRemote } from '../i18n/texts';
import styles from './profile-modal.module.css';

export interface FieldsProps {
  readonly tree: readonly FormNode[];
  readonly values: FormValues;
  readonly disabled: boolean;
  readonly onChange: (path: FieldPath, value: ScalarValue) => void;
  /** Names of root lists the form leaves out (the dependants, edited in the menu). */
  readonly skip?: ReadonlySet<string>;
}

const idFor = (path: FieldPath) => `perfil-${path.join('-').replace(/[^A-Za-z0-9_-]/g, '_')}`;

/** The server-defined fields of one level (the form's root, a group, or a row), in order. */
export function FieldList({
  nodes,
  base,
  props,
}: {
  nodes: readonly FormNode[];
  base: FieldPath;
  props: FieldsProps;
}): ReactNode {
  return nodes.map((node) => {
    if (base.length === 0 && props.skip?.has(node.name)) return null;
    if (isHidden(props.tree, props.values, node, base)) return null;
    const path = [...base, node.name];
    return <Field key={path.join('.')} node={node} path={path} props={props} />;
  });
}

function Field({ node, path, props }: { node: FormNode; path: FieldPath; props: FieldsProps }) {
  const { field } = node;
  const remote = useRemote();
  const id = idFor(path);
  const helperId = field.helper ? `${id}-ayuda` : undefined;
  const value = readValue(props.values, path);
  const helper = field.helper ? (
    <small id={helperId} className={styles.helper}>
      {remote(field.helper)}
    </small>
  ) : null;

  switch (node.kind) {
    case 'group':
      return (
        <fieldset className={styles.group}>
          {field.label ? <legend className={styles.legend}>{remote(field.label)}</legend> : null}
          <div className={styles.fieldGrid}>
            <FieldList nodes={node.children} base={path} props={props} />
          </div>
        </fieldset>
      );
    case 'array': {
      const rows = rowsOf(
        (readValue(props.values, path.slice(0, -1)) ?? props.values) as FormValues,
        node.name,
      );
      if (rows.length === 0) return null;
      return (
        <>
          {rows.map((_, index) => (
            <fieldset key={index} className={styles.group}>
              {field.label ? (
                <legend className={styles.legend}>
                  {remote(field.label)}
                  {rows.length > 1 ? ` ${index + 1}` : ''}
                </legend>
              ) : null}
              <div className={styles.fieldGrid}>
                <FieldList nodes={node.children} base={[...path, index]} props={props} />
              </div>
            </fieldset>
          ))}
        </>
      );
    }
    case 'checkbox':
      return (
        <div className={styles.checkField}>
          <input
            id={id}
            type="checkbox"
            className={styles.checkbox}
            checked={value === true}
            disabled={props.disabled}
            aria-describedby={helperId}
            onChange={(event) => props.onChange(path, event.currentTarget.checked)}
          />
          <label htmlFor={id}>{remote(field.label)}</label>
          {helper}
        </div>
      );
    case 'radio': {
      const row = (readValue(props.values, path.slice(0, -1)) ?? {}) as FormValues;
      return (
        <fieldset className={styles.radioField} aria-describedby={helperId}>
          <legend className={styles.label}>{remote(field.label)}</legend>
          <div className={styles.segmented}>
            {fieldOptions(field, row).map((option) => {
              const optionValue = String(option.value);
              return (
                <label key={optionValue} className={styles.segment}>
                  <input
                    type="radio"
                    name={id}
                    value={optionValue}
                    checked={value === optionValue}
                    disabled={props.disabled}
                    onChange={() => props.onChange(path, optionValue)}
                  />
                  <span>{remote(option.label)}</span>
                </label>
              );
            })}
          </div>
          {helper}
        </fieldset>
      );
    }
    case 'select': {
      const row = (readValue(props.values, path.slice(0, -1)) ?? {}) as FormValues;
      const options = fieldOptions(field, row);
      return (
        <div className={styles.field}>
          <label htmlFor={id} className={styles.label}>
            {remote(field.label)}
          </label>
          <select
            id={id}
            className={styles.control}
            value={typeof value === 'string' ? value : ''}
            disabled={props.disabled}
            required={field.required}
            aria-describedby={helperId}
            onChange={(event) => props.onChange(path, event.currentTarget.value)}
          >
            {value === '' || value === undefined ? (
              <option value="" disabled>
                {field.placeholder ? remote(field.placeholder) : <Tx k="profileModal.choose" />}
              </option>
            ) : null}
            {options.map((option) => (
              <option key={String(option.value)} value={String(option.value)}>
                {remote(option.label)}
              </option>
            ))}
          </select>
          {helper}
        </div>
      );
    }
    case 'input': {
      const numeric = field.dataType === 'number' || field.fieldType.htmlType === 'number';
      return (
        <div className={styles.field}>
          <label htmlFor={id} className={styles.label}>
            {remote(field.label)}
          </label>
          <input
            id={id}
            className={styles.control}
            type={numeric ? 'text' : (field.fieldType.htmlType ?? 'text')}
            inputMode={numeric ? 'numeric' : undefined}
            autoComplete="off"
            placeholder={field.placeholder ? remote(field.placeholder) : undefined}
            value={typeof value === 'string' ? value : ''}
            disabled={props.disabled}
            required={field.required}
            aria-describedby={helperId}
            onChange={(event) => props.onChange(path, maskInput(field, event.currentTarget.value))}
          />
          {helper}
        </div>
      );
    }
    default:
      return null;
  }
}
