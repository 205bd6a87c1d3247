/** A CSV file's bytes as text, and whether they had to be read in Excel's older encoding. */
export interface DecodedCsv {
  text: string;
  /**
   * The line of the first letter that is not UTF-8, when the file was read as Windows-1252 instead (null: it is
   * UTF-8). Excel on Windows writes that encoding for its plain "CSV (Comma delimited)": an accented letter (the é of
   * "Café") is then one byte that UTF-8 cannot read, and read as UTF-8 anyway it would become "�" unseen.
   */
  legacyLine: number | null;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * UTF-16 with its BOM (Excel's "Unicode Text", tab-separated), UTF-8 (a BOM is left for the CSV reader), or else
 * Windows-1252, saying on which line UTF-8 first failed. Read as either of the last two, UTF-16 became "ÿþs\0k\0u".
 */
export function decodeCsvBytes(bytes: Uint8Array): DecodedCsv {
  const utf16 =
    bytes[0] === 0xff && bytes[1] === 0xfe
      ? 'utf-16le'
      : bytes[0] === 0xfe && bytes[1] === 0xff
        ? 'utf-16be'
        : null;
  if (utf16 !== null) return { text: new TextDecoder(utf16).decode(bytes), legacyLine: null };
  try {
    return { text: utf8.decode(bytes), legacyLine: null };
  } catch {
    // Where UTF-8 fails: the first replacement a lenient read puts in (a file whose UTF-8 already held "�" is
    // named by that one, a line early at worst).
    const lenient = new TextDecoder('utf-8').decode(bytes);
    return {
      text: new TextDecoder('windows-1252').decode(bytes),
      legacyLine: lineOf(lenient, lenient.indexOf('\uFFFD')),
    };
  }
}

/** Whether a line ends at `i`: an LF, or a CR not followed by one (old Mac files end lines with CR alone). */
export function isLineEnd(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  return c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10);
}

/** 1-based line of `text` at `index`. */
function lineOf(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index; i++) if (isLineEnd(text, i)) line++;
  return line;
}
