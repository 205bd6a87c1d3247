import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Kept at most: the newest files win; a day's labels are a few MB. */
export const MAX_FILES = 200;
const MAX_BYTES = 200 * 1024 * 1024;

/**
 * Labels and invoices already downloaded, kept in the data folder so they stay printable offline. One file per set
 * of shipments (named by a hash of the account and the sorted ids), bounded in count and size, and removed once
 * their shipments were marked ready to dispatch.
 */
export class LabelFiles {
  readonly #dir: string | null;

  constructor(dataDir: string | null) {
    this.#dir = dataDir === null ? null : join(dataDir, 'labels');
  }

  #name(account: string, shipmentIds: readonly string[]): string {
    const hash = createHash('sha256')
      .update(`${account}\n${[...shipmentIds].sort().join(',')}`)
      .digest('hex')
      .slice(0, 32);
    return `${hash}.pdf`;
  }

  get(account: string, shipmentIds: readonly string[]): Uint8Array | undefined {
    if (this.#dir === null) return undefined;
    try {
      return readFileSync(join(this.#dir, this.#name(account, shipmentIds)));
    } catch {
      return undefined;
    }
  }

  put(account: string, shipmentIds: readonly string[], pdf: Uint8Array): void {
    if (this.#dir === null) return;
    mkdirSync(this.#dir, { recursive: true });
    writeFileSync(join(this.#dir, this.#name(account, shipmentIds)), pdf);
    // The ids of each file, so a dispatch can clear the files holding its shipments.
    writeFileSync(join(this.#dir, `${this.#name(account, shipmentIds)}.ids`), shipmentIds.join('\n'));
    this.#bound();
  }

  /** Removes the files holding any of these shipments (they left with the courier). */
  clear(shipmentIds: readonly string[]): void {
    if (this.#dir === null) return;
    const gone = new Set(shipmentIds);
    for (const file of this.#files()) {
      const ids = readFileSync(join(this.#dir, `${file}.ids`), 'utf8').split('\n');
      if (ids.some((id) => gone.has(id))) this.#remove(file);
    }
  }

  #files(): string[] {
    if (this.#dir === null) return [];
    try {
      return readdirSync(this.#dir).filter((f) => f.endsWith('.pdf'));
    } catch {
      return [];
    }
  }

  #remove(file: string): void {
    if (this.#dir === null) return;
    rmSync(join(this.#dir, file), { force: true });
    rmSync(join(this.#dir, `${file}.ids`), { force: true });
  }

  #bound(): void {
    const dir = this.#dir;
    if (dir === null) return;
    const files = this.#files()
      .map((f) => ({ f, ...statSync(join(dir, f)) }))
      .sort((a, b) => b.mtimeMs - a.mtimeMs);
    let bytes = 0;
    files.forEach((file, i) => {
      bytes += file.size;
      if (i >= MAX_FILES || bytes > MAX_BYTES) this.#remove(file.f);
    });
  }
}
