/** Words longer than this are identifiers (application ids, tokens of a URL): shown shortened, never split. */
export const LONG_TOKEN = 24;

export type SentencePart = { text: string; id: false } | { text: string; id: true };

/**
 * Splits a sentence into ordinary text, which wraps at its spaces, and long identifiers, which are shown whole
 * on one line and ellipsised (with the full value as a tooltip) rather than broken mid-word.
 */
export function sentenceParts(sentence: string): SentencePart[] {
  const parts: SentencePart[] = [];
  for (const piece of sentence.split(/(\s+)/)) {
    if (piece === '') continue;
    const id = piece.length > LONG_TOKEN && !/\s/.test(piece);
    const last = parts.at(-1);
    if (!id && last && !last.id) last.text += piece;
    else parts.push({ text: piece, id } as SentencePart);
  }
  return parts;
}
