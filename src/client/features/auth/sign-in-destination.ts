/**
 * Where a Google sign-in was going, kept in this tab while the browser is away at Google. The server has it too,
 * but only for a sign-in it can still finish: a callback page opened again (a reload, Back, an old bookmark) by
 * someone already signed in goes on here instead of failing.
 */
const KEY = 'kenja.signIn.returnTo';

function tabStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage can be blocked (private modes, strict settings)
  }
}

export function rememberDestination(returnTo: string) {
  tabStorage()?.setItem(KEY, returnTo);
}

/** The destination of this tab's last Google sign-in, if any (kept: a reload after it goes there again). */
export function rememberedDestination(): string | undefined {
  return tabStorage()?.getItem(KEY) ?? undefined;
}
