import { useId } from 'react';

interface Props {
  label: string;
  value: string;
  onChange(value: string): void;
  type?: 'text' | 'password' | 'url';
  error?: string | undefined;
  hint?: string | undefined;
  placeholder?: string | undefined;
  autoComplete?: string | undefined;
}

/** A labelled input; its error is announced and tied to it with aria-describedby. */
export function TextField({
  label,
  value,
  onChange,
  type = 'text',
  error,
  hint,
  placeholder,
  autoComplete = 'off',
}: Props) {
  const id = useId();
  const describedBy =
    [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={value}
        placeholder={placeholder}
        autoComplete={autoComplete}
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && (
        <small id={`${id}-hint`} className="hint">
          {hint}
        </small>
      )}
      {error && (
        <small id={`${id}-error`} className="field-error" role="alert">
          {error}
        </small>
      )}
    </div>
  );
}
