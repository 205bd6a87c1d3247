import { chosen, parseCli, USAGE } from './harness/cli.ts';
import { describeMachine, machineLine } from './harness/machine.ts';
import { DOCS_FILE, RESULTS_FILE, writeDocsBlock, writeResults } from './harness/results.ts';
import { meets, ratio } from './harness/stats.ts';
import { renderNotes, renderTable } from './harness/table.ts';
import type { Figure, Row, Suite } from './harness/types.ts';
import { affiliateSuite } from './suites/affiliate.ts';
import { coldStartSuite } from './suites/cold-start.ts';
import { eventLoopSuite } from './suites/event-loop.ts';
import { feedsSuite } from './suites/feeds.ts';
import { feedsMillionSuite } from './suites/feeds-million.ts';
import { fulfilmentSuite } from './suites/fulfilment.ts';
import { sellerFilterSuite } from './suites/seller-filter.ts';
import { listingsBrowserSuite } from './suites/listings-browser.ts';
import { listingsSuite } from './suites/listings.ts';
import { listingsUndoSuite } from './suites/listings-undo.ts';
import { myListingsSuite } from './suites/my-listings.ts';
import { myListingsBrowserSuite } from './suites/my-listings-browser.ts';
import { myListingsBuyBoxSuite } from './suites/my-listings-buy-box.ts';
import { rendererBundleSuite } from './suites/renderer-bundle.ts';
import { sellerListingsSuite } from './suites/seller-listings.ts';
import { shipmentGridSuite } from './suites/shipment-grid.ts';
import { returnsSyncSuite } from './suites/returns-sync.ts';
import { shipmentSyncSuite } from './suites/shipment-sync.ts';
import { simulatorSuite } from './suites/simulator.ts';
import { spreadsheetFilesSuite } from './suites/spreadsheet-files.ts';
import { sqliteSuite } from './suites/sqlite.ts';

const SUITES: readonly Suite[] = [
  simulatorSuite,
  sellerListingsSuite,
  sellerFilterSuite,
  affiliateSuite,
  feedsSuite,
  feedsMillionSuite,
  sqliteSuite,
  shipmentSyncSuite,
  returnsSyncSuite,
  shipmentGridSuite,
  listingsSuite,
  spreadsheetFilesSuite,
  listingsUndoSuite,
  listingsBrowserSuite,
  myListingsSuite,
  myListingsBrowserSuite,
  myListingsBuyBoxSuite,
  fulfilmentSuite,
  rendererBundleSuite,
  eventLoopSuite,
  coldStartSuite,
];

function toRow(suiteName: string, figure: Figure): Row {
  const r = ratio(figure.median, figure.bound);
  const row: Row = { suite: suiteName, ...figure };
  if (r !== undefined) row.ratio = r;
  const met = meets(figure.target, row);
  if (met !== undefined) row.met = met;
  return row;
}

function log(line: string): void {
  process.stderr.write(`${line}\n`);
}

async function main(): Promise<number> {
  let cli;
  try {
    cli = parseCli(process.argv.slice(2));
  } catch (e) {
    log((e as Error).message);
    return 2;
  }
  if (cli.help) {
    console.log(USAGE);
    return 0;
  }
  const started = performance.now();
  const date = new Date();
  const machine = describeMachine();
  const header = machineLine(machine, date);
  console.log(`Stockroom benchmarks · ${header}`);
  const rows: Row[] = [];
  const failures: string[] = [];

  for (const s of SUITES) {
    const picked = s.benchmarks.filter((b) => chosen(cli.filters, s.name, b.rows));
    if (picked.length === 0) continue;
    log(`\n[${s.name}]`);
    let context: unknown;
    try {
      context = await s.setUp();
    } catch (e) {
      failures.push(`${s.name}: set-up failed: ${(e as Error).stack ?? String(e)}`);
      log(`  set-up failed: ${(e as Error).message}`);
      continue;
    }
    try {
      for (const b of picked) {
        log(`  ${b.rows.join(' · ')} …`);
        const t0 = performance.now();
        try {
          const figures = await b.run(context);
          for (const f of figures) rows.push(toRow(s.name, f));
          log(`    done in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
        } catch (e) {
          failures.push(`${b.rows.join(' · ')}: ${(e as Error).stack ?? String(e)}`);
          log(`    FAILED: ${(e as Error).message}`);
        }
      }
    } finally {
      await s.tearDown(context);
    }
  }

  const seconds = (performance.now() - started) / 1000;
  const table = renderTable(rows);
  const notes = renderNotes(rows);
  const summary = `Run: ${header} · ${rows.length} figures in ${seconds.toFixed(0)} s`;
  console.log(`\n${table}\n\n${notes}\n\n${summary}`);
  writeResults({ date: date.toISOString(), machine, filters: cli.filters, seconds, rows });
  log(`\nwrote ${RESULTS_FILE}`);
  if (failures.length > 0) {
    log(`\n${failures.length} benchmark(s) failed:\n${failures.map((f) => `- ${f}`).join('\n')}`);
  }
  if (cli.writeDocs) {
    if (failures.length > 0) {
      log(`did not update ${DOCS_FILE}: the run was not complete`);
    } else {
      writeDocsBlock(`${summary}\n\n${table}\n\nNotes (from the same run):\n\n${notes}`);
      log(`updated the figures in ${DOCS_FILE}`);
    }
  }
  return failures.length > 0 ? 1 : 0;
}

process.exitCode = await main();
