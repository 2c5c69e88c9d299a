/**
 * The Content-Security-Policy for every page of the app, in Electron and from the web host: only our own
 * scripts and style sheets, no plugins, no framing, no forms sent anywhere, no remote connections. No inline
 * styles: Svelte emits each component's styles into the built style sheets and sets dynamic `style` attributes
 * and `style:` directives through the element's style object, which the policy does not govern (so a static
 * `style="…"` in a component's markup would be blocked; main/electron/style-attributes.test.ts keeps them out). blob: workers
 * and images are what Three.js uses for textures and decoders.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');
