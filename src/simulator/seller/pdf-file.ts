/**
 * A PDF of text pages written directly: a catalog, a page tree, Helvetica (one of the 14 standard fonts, so nothing
 * is embedded), a content stream per page and the cross-reference table. pdf-lib took about 20 ms to save 200 pages
 * on the simulator's only thread, so five labels PDFs asked together waited on each other; this takes a few.
 * Everything written is ASCII, so a string's length is its length in bytes.
 */
export function pdfFile(pages: readonly string[], producer: string): Uint8Array {
  const objects: string[] = [];
  const add = (body: string): number => objects.push(body);
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add(''); // the page tree, filled in once the pages have their numbers
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  // A fixed date keeps the bytes the same for the same shipments.
  const info = add(
    `<< /Producer (${producer}) /CreationDate (D:19700101000000Z) /ModDate (D:19700101000000Z) >>`,
  );
  const kids: string[] = [];
  for (const content of pages) {
    const stream = add(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
    const page = add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 595] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${stream} 0 R >>`,
    );
    kids.push(`${page} 0 R`);
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${kids.length} >>`;
  let out = '%PDF-1.7\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
