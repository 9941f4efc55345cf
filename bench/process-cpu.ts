// CPU time of processes from /proc, so a bench on a machine it shares can say what each part of the
// shop spent per order: a figure other processes' load moves far less than a rate per second.
import { readdirSync, readFileSync } from 'node:fs';

/** clock ticks per second of /proc's times (`getconf CLK_TCK`: 100 on Linux) */
const TICKS = 100;

/** User and system CPU seconds a process has used; 0 once it is gone. */
export function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the fields after the command's closing parenthesis, from the state (the 3rd) on
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return 0;
  }
}

/** The process started as `apps/api/dist/main.js` with PORT=`port` (its environment is readable: it is ours). */
export function shopServerPid(port: number): number {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (!readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('apps/api/dist/main.js')) continue;
      if (readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0').includes(`PORT=${port}`)) return Number(entry);
    } catch {
      // gone, or not ours
    }
  }
  throw new Error(`no shop server found on port ${port}`);
}
