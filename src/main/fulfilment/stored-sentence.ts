import type { MessageId } from '../../shared/i18n/catalogue.ts';
import { t } from '../i18n/backend-language.ts';

/**
 * A sentence as the action journal keeps it: a catalogue id and its values (a value that is words is a sentence
 * itself), formatted in the backend's language each time it is shown. So a result read after a switch of language
 * speaks the new one. A plain string is a sentence already made (the marketplace's, another journal's).
 */
export interface Sentence {
  id: MessageId;
  values?: Record<string, string | number | Sentence>;
}
export type Said = string | Sentence;

export const sentence = (id: MessageId, values?: Sentence['values']): Sentence =>
  values === undefined ? { id } : { id, values };

/** The sentence in the backend's language now. */
export function say(said: Said): string {
  if (typeof said === 'string') return said;
  const values = Object.fromEntries(
    Object.entries(said.values ?? {}).map(([k, v]) => [k, typeof v === 'object' ? say(v) : v]),
  );
  return t(said.id, values);
}

const MARK = '{"i18n":';

/** What the journal's message column holds: a sentence as its id and values, a made one as it is. */
export function stored(said: Said): string {
  return typeof said === 'string' ? said : JSON.stringify({ i18n: said });
}

/** A message from the journal in the backend's language now; one kept as words (before issue 42) as it was. */
export function shown(text: string | null): string | null {
  if (text === null || !text.startsWith(MARK)) return text;
  try {
    return say((JSON.parse(text) as { i18n: Sentence }).i18n);
  } catch {
    return text;
  }
}
