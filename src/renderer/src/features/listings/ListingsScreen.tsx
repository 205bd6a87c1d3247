import { NotBuiltYet } from '../../app/NotBuiltYet.tsx';

export function ListingsScreen() {
  return (
    <NotBuiltYet
      title="Listings"
      what="This screen will be a spreadsheet-style editor for hundreds of listings at once."
      points={[
        'Import and export CSV; every cell checked against the marketplace rules as you type',
        'Upload in small chunks that resume after a crash, with nothing lost',
      ]}
    />
  );
}
