/**
 * Prints the page through the system's print dialog, which also saves as PDF. The same in the desktop window
 * (Chromium's dialog) and the browser; print CSS decides what goes on paper.
 */
export function printPage(): void {
  window.print();
}
