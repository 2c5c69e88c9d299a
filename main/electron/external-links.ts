/**
 * The web pages a link in the app may open in the user's browser. The app links to no page today, so the list is
 * empty and every link is refused; a link added to the interface adds its origin here (https only, exact origin).
 */
export const EXTERNAL_LINK_ORIGINS: readonly string[] = [];

/** Whether `url` may be handed to the system browser: https, no credentials, an origin on the allow-list. */
export function isAllowedExternalLink(url: string, allowed: readonly string[] = EXTERNAL_LINK_ORIGINS): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' || parsed.username !== '' || parsed.password !== '') return false;
  return allowed.includes(parsed.origin);
}
