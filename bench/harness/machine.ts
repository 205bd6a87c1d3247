import { availableParallelism, cpus, platform, release, totalmem } from 'node:os';

export interface Machine {
  cores: number;
  cpu: string;
  memoryGB: number;
  os: string;
  node: string;
}

export function describeMachine(): Machine {
  const model = cpus()[0]?.model.trim().replace(/\s+/g, ' ') ?? 'unknown CPU';
  return {
    cores: availableParallelism(),
    cpu: model,
    memoryGB: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    os: `${platform()} ${release()}`,
    node: process.version,
  };
}

/** One line naming the run: date, cores, CPU, memory, OS and Node. */
export function machineLine(machine: Machine, date: Date): string {
  return `${date.toISOString().replace(/\.\d+Z$/, 'Z')} · ${machine.cores} cores (${machine.cpu}) · ${machine.memoryGB} GB · ${machine.os} · Node ${machine.node}`;
}
