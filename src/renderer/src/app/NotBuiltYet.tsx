interface Props {
  title: string;
  what: string;
  points: string[];
}

/** A screen whose feature has not landed yet says so, and what it will do. */
export function NotBuiltYet({ title, what, points }: Props) {
  return (
    <section className="not-built">
      <h1 id="screen-title">{title}</h1>
      <p className="notice" role="note">
        Not built yet. {what}
      </p>
      <ul>
        {points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </section>
  );
}
