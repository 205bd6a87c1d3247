const figure = new Intl.NumberFormat('en-IN');

/**
 * A count and its noun as a sentence says it: "1 shipment", "2 shipments", "1,204 order items". The one rule for
 * plurals in shipments and fulfilment sentences; `many` for nouns that do not just take an s.
 */
export function counted(n: number, one: string, many = `${one}s`): string {
  return `${figure.format(n)} ${n === 1 ? one : many}`;
}
