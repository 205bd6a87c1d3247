import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { isWholePdf } from '../marketplace/seller/whole-pdf.ts';
import { TEMP_MARK, writeFilesAtomic } from '../storage/atomic-write.ts';

/** Kept at most: the newest files win; a day's labels are a few MB. */
export const MAX_FILES = 200;
const MAX_BYTES = 200 * 1024 * 1024;
const IDS = '.ids';

/** What the companion of a kept PDF says: its shipments, and its length (absent in files kept before issue 38). */
interface Companion {
  ids: string[];
  bytes?: number;
}

function companionOf(text: string): Companion {
  if (!text.startsWith('{')) return { ids: text.split('\n') };
  const value = JSON.parse(text) as Companion;
  if (!Array.isArray(value.ids)) throw new Error('no ids');
  return value;
}

/**
 * Labels and invoices already downloaded, kept in the data folder so they stay printable offline. One file per set
 * of shipments (named by a hash of the account and the sorted ids), with a companion naming its shipments and its
 * length, bounded in count and size, and removed once their shipments were marked ready to dispatch.
 *
 * A kill, a full disk or another hand can damage what is kept, so nothing here is trusted or fatal: each file is
 * written whole or not at all (the companion and the PDF both written, then renamed into place), a kept PDF is checked
 * before it is served (its length, its `%%EOF`, that it parses) and a damaged or missing one is simply fetched again.
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

  /** The kept PDF of these shipments when it is whole; a damaged one is removed, to be downloaded again. */
  async get(account: string, shipmentIds: readonly string[]): Promise<Uint8Array | undefined> {
    if (this.#dir === null) return undefined;
    const file = this.#name(account, shipmentIds);
    let pdf: Uint8Array;
    let companion: Companion;
    try {
      pdf = readFileSync(join(this.#dir, file));
      companion = companionOf(readFileSync(join(this.#dir, `${file}${IDS}`), 'utf8'));
    } catch {
      // Not kept, or kept without its companion (a kill in an older version): fetched again either way.
      this.#remove(file);
      return undefined;
    }
    const whole =
      (companion.bytes === undefined || companion.bytes === pdf.length) && (await isWholePdf(pdf));
    if (whole) return pdf;
    this.#remove(file);
    return undefined;
  }

  /** Keeps a PDF checked whole; a failure to keep it (a full disk) costs only the offline copy, never the print. */
  put(account: string, shipmentIds: readonly string[], pdf: Uint8Array): void {
    if (this.#dir === null) return;
    const file = this.#name(account, shipmentIds);
    try {
      mkdirSync(this.#dir, { recursive: true });
      // Both written before either is renamed, so a kill mid-write keeps the older pair, still served. The
      // companion is renamed first: a PDF is never in place without the ids a dispatch clears it by, and a kill
      // between the renames leaves a companion alone (swept) or an older PDF of another length (fetched again).
      const companion: Companion = { ids: [...shipmentIds], bytes: pdf.length };
      writeFilesAtomic([
        { path: join(this.#dir, `${file}${IDS}`), data: JSON.stringify(companion) },
        { path: join(this.#dir, file), data: pdf },
      ]);
    } catch {
      this.#remove(file);
      return;
    }
    try {
      this.#bound();
    } catch {
      // Bounded at the next put.
    }
  }

  /** Removes the files holding any of these shipments (they left with the courier), and any it cannot read. */
  clear(shipmentIds: readonly string[]): void {
    if (this.#dir === null) return;
    const gone = new Set(shipmentIds);
    for (const file of this.#files()) {
      let ids: string[] = [];
      try {
        ids = companionOf(readFileSync(join(this.#dir, `${file}${IDS}`), 'utf8')).ids;
      } catch {
        // A PDF without a readable companion cannot be matched to its shipments: not kept.
      }
      if (ids.length === 0 || ids.some((id) => gone.has(id))) this.#remove(file);
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
    try {
      rmSync(join(this.#dir, file), { force: true });
      rmSync(join(this.#dir, `${file}${IDS}`), { force: true });
    } catch {
      // Left for the next sweep: a file that cannot be removed is never served (it is checked first).
    }
  }

  /** The newest files within the bounds; what kills left behind (temporary files, lone companions) goes. */
  #bound(): void {
    const dir = this.#dir;
    if (dir === null) return;
    const names = readdirSync(dir);
    const pdfs = new Set(names.filter((f) => f.endsWith('.pdf')));
    for (const name of names)
      if (name.includes(TEMP_MARK) || (name.endsWith(IDS) && !pdfs.has(name.slice(0, -IDS.length))))
        rmSync(join(dir, name), { force: true });
    const files = [...pdfs]
      .map((f) => ({ f, ...statSync(join(dir, f)) }))
      .sort((a, b) => b.mtimeMs - a.mtimeMs);
    let bytes = 0;
    files.forEach((file, i) => {
      bytes += file.size;
      if (i >= MAX_FILES || bytes > MAX_BYTES) this.#remove(file.f);
    });
  }
}
