/**
 * The share addresses of spec 02 §2.3's buttons: each site's own "share a link" endpoint with the pack's URL.
 * Twitter's web intent takes the text and URL; LinkedIn's share-offsite takes only the URL (it reads the page's
 * own title and description).
 */
export function twitterShareUrl(packUrl: string, text: string): string {
  const query = new URLSearchParams({ text, url: packUrl });
  return `https://twitter.com/intent/tweet?${query}`;
}

export function linkedInShareUrl(packUrl: string): string {
  const query = new URLSearchParams({ url: packUrl });
  return `https://www.linkedin.com/sharing/share-offsite/?${query}`;
}
