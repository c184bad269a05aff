// What held a thread: reads a V8 CPU profile (a server run with BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=DIR")
// and lists every stretch of over 30 ms without an idle sample, with the functions most of its samples were in.
// A request that waited shows up as such a stretch on the serving thread (the profile whose name ends in .0.001)
// or on the embedded database's thread. Found the upload's whole-file text check and the IPC reply of issue 23.
//
//   node bench/support/cpu-busy-runs.mjs DIR/CPU.….cpuprofile [min-ms]
import { readFileSync } from 'node:fs';

const [file, minMs = '30'] = process.argv.slice(2);
if (!file) throw new Error('usage: node bench/support/cpu-busy-runs.mjs <file.cpuprofile> [min-ms]');
const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
const nameOf = (node) =>
  `${node.callFrame.functionName || '(anonymous)'} ${node.callFrame.url.split('/').pop()}:${node.callFrame.lineNumber}`;
// Frames every stretch has: they say nothing about what this one was doing.
const GENERIC =
  /^(\(root\)|processTicksAndRejections|runMicrotasks|\(anonymous\)|emit|listOnTimeout|processTimers|processImmediate|dispatch|fetch|then) /;

const runs = [];
let time = profile.startTime;
let current;
profile.samples.forEach((id, i) => {
  time += profile.timeDeltas[i];
  if (nodes.get(id).callFrame.functionName === '(idle)') {
    if (current) runs.push(current);
    current = undefined;
  } else {
    current ??= { start: time, samples: [] };
    current.end = time;
    current.samples.push(id);
  }
});
if (current) runs.push(current);

for (const run of runs.filter((r) => (r.end - r.start) / 1000 > Number(minMs))) {
  const counts = new Map();
  for (const id of run.samples) {
    const seen = new Set();
    for (let at = id; at !== undefined; at = parentOf.get(at)) {
      const name = nameOf(nodes.get(at));
      if (seen.has(name)) continue;
      seen.add(name);
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
  }
  const top = [...counts]
    .filter(([name]) => !GENERIC.test(name))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([name, n]) => `${n} ${name}`)
    .join(' | ');
  const at = ((run.start - profile.startTime) / 1e6).toFixed(2);
  console.log(
    `${at} s, ${((run.end - run.start) / 1000).toFixed(0)} ms, ${run.samples.length} samples: ${top}`,
  );
}
