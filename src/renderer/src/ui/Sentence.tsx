import { sentenceParts } from './sentence-parts.ts';

/** A sentence for a person that wraps at spaces; long identifiers in it are ellipsised, the full value on hover. */
export function Sentence({ text }: { text: string }) {
  return (
    <>
      {sentenceParts(text).map((part, i) =>
        part.id ? (
          <span key={i} className="identifier" title={part.text}>
            {part.text}
          </span>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
