// Types for the parts of build-lib.mjs that TypeScript code (tests) imports.
import type { BuildOptions } from 'esbuild';

export const ROOT: string;
export const SERVER_ENTRY_POINTS: Record<'main' | 'process-worker', string>;
export function serverBuildOptions(entryPoints: Record<string, string>, outdir: string): BuildOptions;
export function buildIsStale(): boolean;
export function build(): Promise<void>;
export function buildMcpApp(outfile?: string): Promise<string>;
