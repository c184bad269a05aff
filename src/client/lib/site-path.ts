/**
 * Whether `path` is a path on this site ("/us/en/connect"), never another origin ("//evil.example", "/\evil.example",
 * "https://…"): where a page sends the browser from its address's parameters, it goes nowhere else.
 */
export function isSitePath(path: string | null | undefined): path is string {
  return typeof path === 'string' && path.startsWith('/') && !/^\/[/\\]/.test(path);
}

/** A place the server says the browser goes next (a checkout, a receipt): a path of this site or an https/http URL. */
export function isNavigableUrl(url: string): boolean {
  return isSitePath(url) || /^https?:\/\/[^/\\]/i.test(url);
}
