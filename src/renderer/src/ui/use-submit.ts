import { useState } from 'react';
import { ApiError, messageOf } from '../api/index.ts';
import { t } from '../i18n/index.ts';

/** Runs a form's call, keeping the busy flag, the sentence to show, and per-field messages of a VALIDATION error. */
export function useSubmit() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);

  async function submit(work: () => Promise<string | void>): Promise<boolean> {
    setBusy(true);
    setError(null);
    setDone(null);
    setFieldErrors({});
    try {
      const message = await work();
      if (message) setDone(message);
      return true;
    } catch (e) {
      const fields = e instanceof ApiError ? e.fieldMessages() : {};
      setFieldErrors(fields);
      // Field problems are shown beside their fields; the form only says where to look.
      setError(Object.keys(fields).length > 0 ? t('ui.form.checkFields') : messageOf(e));
      return false;
    } finally {
      setBusy(false);
    }
  }

  /** Forgets the last outcome: a message belongs to the state it describes, and that state just changed. */
  function clear(): void {
    setError(null);
    setDone(null);
    setFieldErrors({});
  }

  return { busy, error, fieldErrors, done, submit, clear };
}
