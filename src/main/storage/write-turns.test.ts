import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import {
  giveWay,
  waitForWriteEnd,
  writeDone,
  writeEnded,
  writeTurnsBuffer,
  writeWanted,
  writesEnded,
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

  it("counts a storage thread's ended transactions, and wakes a writer waiting for one", async () => {
    const before = writesEnded();
    writeEnded(writeTurnsBuffer());
    expect(writesEnded()).toBe(before + 1);
    // Another thread ends one while this one waits (the bound is far: woken, not timed out).
    const ender = new Worker(
      `const { workerData } = require('node:worker_threads');
       const turns = new Int32Array(workerData.turns);
       setTimeout(() => { Atomics.add(turns, 1, 1); Atomics.notify(turns, 1); }, 20);`,
      { eval: true, workerData: { turns: writeTurnsBuffer() } },
    );
    const seen = writesEnded();
    waitForWriteEnd(seen, 10_000);
    expect(writesEnded()).toBe(seen + 1);
    await new Promise((resolve) => ender.once('exit', resolve));
  });
});
