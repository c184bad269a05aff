// Where a request's time goes, load by load: reads a V8 CPU profile of the server (BENCH_NODE_ARGS="--cpu-prof
// --cpu-prof-dir=DIR"; the serving thread's file ends in .0.001), splits it into phases at every idle gap of over
// 300 ms (a bench that pauses a second between loads gives one phase per load), and lists them. Given a phase, it
// prints the functions its time went to, by their own time and with what they called; given two phases and the
// requests each answered, it prints each function's microseconds per request in both, largest difference first —
// how issue 53's MCP search was told apart from the web API's (ADR 0054).
//
//   node bench/support/cpu-phases.mjs FILE                          the phases
//   node bench/support/cpu-phases.mjs FILE PHASE [top]              one phase
//   node bench/support/cpu-phases.mjs FILE A REQUESTS-A B REQUESTS-B  two phases, per request
import { readFileSync } from 'node:fs';

const [file, ...rest] = process.argv.slice(2);
if (!file)
  throw new Error('usage: node bench/support/cpu-phases.mjs <file.cpuprofile> [phase [top] | a n b m]');
const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
const nameOf = (node) =>
  `${node.callFrame.functionName || '(anonymous)'} ${node.callFrame.url.split('/').slice(-2).join('/')}:${node.callFrame.lineNumber}`;

const GAP_US = 300_000;
const phases = [];
let time = profile.startTime;
let lastBusy = -Infinity;
profile.samples.forEach((id, i) => {
  time += profile.timeDeltas[i];
  if (nodes.get(id).callFrame.functionName === '(idle)') return;
  if (time - lastBusy > GAP_US) phases.push({ start: time, end: time, samples: [] });
  const phase = phases.at(-1);
  // A sample's time is the gap to the next one.
  phase.samples.push({ id, us: profile.timeDeltas[i + 1] ?? 0 });
  phase.end = time;
  lastBusy = time;
});

/** Microseconds of own time (and of time including callees) per function in `phase`. */
function timesOf(phase) {
  const own = new Map();
  const within = new Map();
  let total = 0;
  for (const { id, us } of phase.samples) {
    total += us;
    const name = nameOf(nodes.get(id));
    own.set(name, (own.get(name) ?? 0) + us);
    const seen = new Set();
    for (let at = id; at !== undefined; at = parentOf.get(at)) {
      const frame = nameOf(nodes.get(at));
      if (seen.has(frame)) continue; // recursion counts once
      seen.add(frame);
      within.set(frame, (within.get(frame) ?? 0) + us);
    }
  }
  return { own, within, total };
}

const largest = (map, top) => [...map].sort((a, b) => b[1] - a[1]).slice(0, top);

if (rest.length === 0) {
  phases.forEach((phase, i) => {
    const seconds = (phase.end - phase.start) / 1e6;
    if (seconds >= 0.5)
      console.log(`phase ${i}: ${seconds.toFixed(1)} s, ${phase.samples.length} busy samples`);
  });
} else if (rest.length <= 2) {
  const phase = phases[Number(rest[0])];
  if (!phase) throw new Error(`no phase ${rest[0]}: run without one to list them`);
  const top = Number(rest[1] ?? 40);
  const { own, within, total } = timesOf(phase);
  const share = (us) => `${((us / total) * 100).toFixed(1).padStart(5)} %`;
  console.log(`phase ${rest[0]}: ${(total / 1e6).toFixed(2)} s busy\n\nown time`);
  for (const [name, us] of largest(own, top)) console.log(share(us), name);
  console.log('\nwith what it called');
  for (const [name, us] of largest(within, top)) console.log(share(us), name);
} else {
  const [a, requestsA, b, requestsB] = rest.map(Number);
  const perRequest = (phase, requests) => {
    const { own, total } = timesOf(phases[phase]);
    return { own: new Map([...own].map(([name, us]) => [name, us / requests])), total: total / requests };
  };
  const left = perRequest(a, requestsA);
  const right = perRequest(b, requestsB);
  console.log(`µs per request: phase ${a} ${left.total.toFixed(0)}, phase ${b} ${right.total.toFixed(0)}\n`);
  const names = new Set([...left.own.keys(), ...right.own.keys()]);
  const rows = [...names].map((name) => [name, left.own.get(name) ?? 0, right.own.get(name) ?? 0]);
  rows.sort((x, y) => Math.abs(y[1] - y[2]) - Math.abs(x[1] - x[2]));
  for (const [name, x, y] of rows.slice(0, 40))
    console.log(x.toFixed(1).padStart(7), y.toFixed(1).padStart(7), (x - y).toFixed(1).padStart(7), name);
}
