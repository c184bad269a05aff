/**
 * A proof, checked by the compiler, that two types are the same: `sameType<A, B>(true)` fails the typecheck when
 * they differ. What holds a zod schema written for the API's description to the TypeScript type a route answers.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const sameType = <A, B>(proof: Same<A, B>) => proof;
