/** A problem found in a file or an argument: where (a JSON path such as `$.sides.red.units[2].bases[0].x`) and what. */
export interface Problem {
  path: string;
  message: string;
  severity: 'error' | 'warning';
}

export type PathSegment = string | number;

export function jsonPath(segments: readonly PathSegment[]): string {
  let out = '$';
  for (const segment of segments) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(segment)) out += `.${segment}`;
    else out += `[${JSON.stringify(segment)}]`;
  }
  return out;
}

export const error = (path: readonly PathSegment[], message: string): Problem => ({ path: jsonPath(path), message, severity: 'error' });
export const warning = (path: readonly PathSegment[], message: string): Problem => ({ path: jsonPath(path), message, severity: 'warning' });
