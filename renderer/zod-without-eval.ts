import { z } from 'zod';

// The page's CSP allows no eval. Unless told not to, zod tries a `Function('')` before its first object parse to see
// whether it may compile its parsers; the CSP refuses it and logs a violation, and zod parses without. Imported first
// by main.ts, so that no module parses before this is set.
z.config({ jitless: true });
