import { strFromU8, unzipSync } from 'fflate';

/** One stored cell of a workbook's first sheet: how the file keeps it, as a spreadsheet will read it. */
export interface StoredCell {
  /** `A1`. */
  ref: string;
  /** `s` (text), `n` (a number, also dates), `b` (a yes/no). */
  type: 's' | 'n' | 'b';
  /** The text, or the number as written. */
  value: string;
  /** The number format's code (`@`, `[$₹-4009]#,##0.00`, `dd mmm yyyy`), '' for General. */
  format: string;
}

const unescape = (xml: string) =>
  xml
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/**
 * The cells of an .xlsx's first worksheet, by reference, read from its XML (what Excel and LibreOffice read): the
 * type each value is stored as and the number format it is shown with.
 */
export async function storedCells(blob: Blob): Promise<Map<string, StoredCell>> {
  const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
  const text = (name: string) => (files[name] === undefined ? '' : strFromU8(files[name]));
  const strings = [...text('xl/sharedStrings.xml').matchAll(/<si>(.*?)<\/si>/gs)].map((m) =>
    unescape([...(m[1] ?? '').matchAll(/<t[^>]*>(.*?)<\/t>/gs)].map((t) => t[1] ?? '').join('')),
  );
  const styles = text('xl/styles.xml');
  const formats = new Map(
    [...styles.matchAll(/<numFmt numFmtId="(\d+)" formatCode="([^"]*)"/g)].map((m) => [
      m[1],
      unescape(m[2] ?? ''),
    ]),
  );
  const xfs = [...(/<cellXfs[^>]*>(.*?)<\/cellXfs>/s.exec(styles)?.[1] ?? '').matchAll(/<xf([^>]*)>/g)].map(
    (m) => /numFmtId="(\d+)"/.exec(m[1] ?? '')?.[1] ?? '0',
  );
  const cells = new Map<string, StoredCell>();
  for (const m of text('xl/worksheets/sheet1.xml').matchAll(
    /<c r="([A-Z]+\d+)"([^>]*?)(?:\/>|>(.*?)<\/c>)/gs,
  )) {
    const [, ref = '', attributes = '', inner = ''] = m;
    const t = /t="(\w+)"/.exec(attributes)?.[1] ?? 'n';
    const style = Number(/s="(\d+)"/.exec(attributes)?.[1] ?? '0');
    const v = /<v>(.*?)<\/v>/s.exec(inner)?.[1] ?? '';
    const inline = /<is>(.*?)<\/is>/s.exec(inner)?.[1];
    const value =
      t === 's'
        ? (strings[Number(v)] ?? '')
        : inline !== undefined
          ? unescape(inline.replace(/<[^>]+>/g, ''))
          : v;
    const format = formats.get(xfs[style] ?? '0') ?? '';
    cells.set(ref, { ref, type: t === 'b' ? 'b' : t === 'n' ? 'n' : 's', value, format });
  }
  return cells;
}
