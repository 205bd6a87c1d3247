/**
 * Hands a file to the browser as a download. The link is put in the document for browsers that ignore a click on a
 * detached one, and the blob is released a little later, once the download has started. In the desktop app the
 * download asks where to save with the native save dialog (src/main/hosts/electron/file-dialogs.ts).
 */
export function downloadBlob(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A CSV text as a download. */
export function downloadCsv(name: string, text: string): void {
  downloadBlob(name, new Blob([text], { type: 'text/csv;charset=utf-8' }));
}
