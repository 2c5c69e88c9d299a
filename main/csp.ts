/**
 * The Content-Security-Policy for every page of the app, in Electron and from the web host: only our own
 * scripts, no plugins, no framing, no remote connections. Inline styles are allowed because Svelte writes
 * style attributes; blob: workers and images are what Three.js uses for textures and decoders.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');
