import { NotBuiltYet } from '../../app/NotBuiltYet.tsx';

export function ShipmentsScreen() {
  return (
    <NotBuiltYet
      title="Shipments"
      what="This screen will show the orders to pack, the ones running late, and everything else, from a copy kept on this computer."
      points={[
        'Sync from the marketplace, with progress and a Cancel button',
        'Works offline: review cached orders on a train',
        'A fast grid for 100,000 rows, sorted and filtered as you type',
      ]}
    />
  );
}
