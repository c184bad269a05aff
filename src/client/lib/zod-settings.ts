// Imported first by main.tsx, so it runs before any zod schema is built.
//
// Our CSP forbids eval, and zod probes for it when a schema is built (Chrome reports even that caught probe as a CSP
// violation). `jitless` skips the probe. zod reads its settings from this global, so setting it here keeps zod itself
// out of the first download: only the pages that validate forms load it.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };
