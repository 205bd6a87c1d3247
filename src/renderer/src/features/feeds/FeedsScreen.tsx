import { NotBuiltYet } from '../../app/NotBuiltYet.tsx';

export function FeedsScreen() {
  return (
    <NotBuiltYet
      title="Feeds"
      what="This screen will keep a local, always current copy of the marketplace catalogue for affiliates."
      points={[
        'Full and delta sync of category feeds',
        'Price history charts',
        'Affiliate links ready to copy',
      ]}
    />
  );
}
