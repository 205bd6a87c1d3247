/**
 * Hands a CSV text to the browser as a download. The link is put in the document for browsers that ignore a click
 * on a detached one, and the blob is released a little later, once the download has started.
 */
export function downloadCsv(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
