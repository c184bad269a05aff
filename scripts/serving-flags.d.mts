// Types for serving-flags.mjs, which TypeScript code (the benchmarks, a test) imports.
export const SERVING_NODE_FLAGS: readonly string[];
