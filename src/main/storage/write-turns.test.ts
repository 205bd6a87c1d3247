import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import {
  giveWay,
  storageGone,
  storageWrite,
  waitForStorage,
  writeDone,
  writeTurnsBuffer,
  writeWanted,
} from './write-turns.ts';

/** Another thread with a write transaction "open": it raises the count, holds it a moment, marks, then lowers it. */
const WRITER = `
const { workerData, parentPort } = require('node:worker_threads');
const count = new Int32Array(workerData.turns);
const marks = new Int32Array(workerData.marks);
Atomics.add(count, 0, 1);
parentPort.postMessage('up');
Atomics.wait(marks, 1, 0, 30);
Atomics.store(marks, 0, 1);
if (Atomics.sub(count, 0, 1) === 1) Atomics.notify(count, 0);
`;

describe('a storage thread giving way to the writes of the thread that started it', () => {
  it('waits while that thread has a write transaction waiting or running', async () => {
    const turns = new SharedArrayBuffer(4);
    const marks = new Int32Array(new SharedArrayBuffer(8));
    const writer = new Worker(WRITER, { eval: true, workerData: { turns, marks: marks.buffer } });
    await new Promise((resolve) => writer.once('message', resolve));
    giveWay(turns, 10_000);
    // It went on only once the other thread's transaction had ended.
    expect(Atomics.load(marks, 0)).toBe(1);
    await new Promise((resolve) => writer.once('exit', resolve));
  });

  it('goes on at once when nothing waits, and after its bound when the count never comes down', () => {
    giveWay(new SharedArrayBuffer(4));
    const stuck = new Int32Array(new SharedArrayBuffer(4));
    stuck[0] = 1;
    giveWay(stuck.buffer as SharedArrayBuffer, 5);
    expect(stuck[0]).toBe(1);
  });

  it("counts this thread's transactions in the buffer it hands to its storage threads", () => {
    const count = new Int32Array(writeTurnsBuffer());
    const before = Atomics.load(count, 0);
    writeWanted();
    writeWanted();
    expect(Atomics.load(count, 0)).toBe(before + 2);
    writeDone();
    writeDone();
    expect(Atomics.load(count, 0)).toBe(before);
  });

  it("wakes this thread's transaction when a storage thread's transaction ends, not after a busy sleep", async () => {
    const turns = writeTurnsBuffer();
    // A storage thread's transaction, marked as storageWrite marks it, held until the test lets it go.
    const HOLDER = `
const { workerData, parentPort } = require('node:worker_threads');
const marks = new Int32Array(workerData.turns);
const gate = new Int32Array(workerData.gate);
Atomics.add(marks, 1, 1);
parentPort.postMessage('up');
Atomics.wait(gate, 0, 0, 10000);
Atomics.store(gate, 1, 1);
if (Atomics.sub(marks, 1, 1) === 1) Atomics.notify(marks, 1);
`;
    const gate = new Int32Array(new SharedArrayBuffer(8));
    const holder = new Worker(HOLDER, { eval: true, workerData: { turns, gate: gate.buffer } });
    await new Promise((resolve) => holder.once('message', resolve));
    Atomics.store(gate, 0, 1);
    Atomics.notify(gate, 0);
    waitForStorage();
    // It went on only once the storage thread's transaction had ended.
    expect(Atomics.load(gate, 1)).toBe(1);
    await new Promise((resolve) => holder.once('exit', resolve));
  });

  it('marks a storage transaction while it runs, and a stopped storage thread holds nothing', () => {
    const marks = new Int32Array(writeTurnsBuffer());
    expect(storageWrite(writeTurnsBuffer(), () => Atomics.load(marks, 1))).toBe(1);
    expect(Atomics.load(marks, 1)).toBe(0);
    expect(() =>
      storageWrite(writeTurnsBuffer(), () => {
        throw new Error('failed');
      }),
    ).toThrow('failed');
    expect(Atomics.load(marks, 1)).toBe(0);
    // A buffer of one count only (as before the mark) runs the work unmarked.
    expect(storageWrite(new SharedArrayBuffer(4), () => 'done')).toBe('done');
    Atomics.store(marks, 1, 1);
    storageGone();
    expect(Atomics.load(marks, 1)).toBe(0);
    waitForStorage();
  });
});
