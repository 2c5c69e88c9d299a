import type { Vec } from '../../shared/geometry/vec.ts';

/** What the bench page's scene reported picking, for a script to check that clicks reach units and the table. */
export const pickLog: ({ unit: string } | { table: Vec })[] = [];
