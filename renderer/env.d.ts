/// <reference types="vite/client" />
/// <reference types="svelte" />

import type { InteractivityProps } from '@threlte/extras';

// Threlte's <T> components take pointer handlers (onclick…) once interactivity() runs; this types them.
declare global {
  namespace Threlte {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface UserProps extends InteractivityProps {}
  }
}
