// The Node.js flags Kenja is served with: `npm start` (package.json), the image's CMD (deploy/Dockerfile) and the
// benchmarks' server (bench/support/server.ts) all run it with these; scripts/serving-flags.test.ts holds the first
// two to this list. They are flags of the process, read before any code runs: a script cannot set them for itself.
//
// --max-semi-space-size=32: V8 collects its young generation each time 16 MB (Node's default) of new objects have
// been made. With 50 MCP clients at once that was every 27 ms, and each collection copied the objects of every
// request still in flight, many of them then moved to the old generation and collected again there: 10% of the
// serving thread, pauses of up to 26 ms. With 32 MB, half as many collections: MCP search in the 2026 era 1,759–1,795
// → 1,947–1,992 req/s, p99 53–57 → 48–50 ms (four alternating runs, ADR 0031). It costs at most 32 MB more under load.
export const SERVING_NODE_FLAGS = ['--max-semi-space-size=32'];
