import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';

/**
 * Excel keeps a code's leading zeros by a number format ("00000" shows 123 as 00123) while the cell holds the number
 * 123; read as a number, the SKU 00123 came in as 123, with nothing said. Such cells are rewritten as the text Excel
 * shows before the workbook is read. A workbook with no such format is returned as it came.
 */

/** Style index → the width its format pads to, for the styles whose format is only zeros ("00000"). */
function zeroPaddedStyles(styles: string): Map<number, number> {
  const padded = new Map<string, number>();
  for (const m of styles.matchAll(/<numFmt\b[^>]*?numFmtId="(\d+)"[^>]*?formatCode="(0{2,})"/g))
    padded.set(m[1] ?? '', (m[2] ?? '').length);
  const out = new Map<number, number>();
  if (padded.size === 0) return out;
  const xfs = /<cellXfs\b[^>]*>([\s\S]*?)<\/cellXfs>/.exec(styles)?.[1] ?? '';
  let index = 0;
  for (const m of xfs.matchAll(/<xf\b([^>]*?)\/?>/g)) {
    const width = padded.get(/numFmtId="(\d+)"/.exec(m[1] ?? '')?.[1] ?? '');
    if (width !== undefined) out.set(index, width);
    index++;
  }
  return out;
}

/** A worksheet's number cells of a zero-padded style, as inline text padded as Excel shows them. */
function paddedCells(sheet: string, widths: ReadonlyMap<number, number>): string {
  return sheet.replace(
    /<c\b([^>]*?)\bs="(\d+)"([^>]*?)><v>(\d+)<\/v><\/c>/g,
    (cell, before: string, style: string, after: string, value: string) => {
      const width = widths.get(Number(style));
      // A cell of another type (a shared string, a formula's text) keeps its own reading.
      if (width === undefined || /\bt="(?!n")/.test(before + after)) return cell;
      const attributes = `${before}s="${style}"${after}`.replace(/\s*\bt="n"/, '');
      return `<c${attributes} t="inlineStr"><is><t>${value.padStart(width, '0')}</t></is></c>`;
    },
  );
}

export function zeroPaddedAsText(workbook: Uint8Array): Uint8Array {
  const styles = unzipSync(workbook, { filter: (f) => f.name === 'xl/styles.xml' })['xl/styles.xml'];
  const widths = styles === undefined ? new Map<number, number>() : zeroPaddedStyles(strFromU8(styles));
  if (widths.size === 0) return workbook;
  const files = unzipSync(workbook);
  for (const [name, bytes] of Object.entries(files))
    if (/^xl\/worksheets\/[^/]+\.xml$/.test(name))
      files[name] = strToU8(paddedCells(strFromU8(bytes), widths));
  return zipSync(files);
}
