import { readFile, realpath, stat } from 'node:fs/promises';
import { extname, join, normalize, relative, isAbsolute, sep } from 'node:path';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.glb': 'model/gltf-binary',
  '.gltf': 'model/gltf+json',
  '.ktx2': 'image/ktx2',
  '.txt': 'text/plain; charset=utf-8',
};

export const contentTypeOf = (path: string): string => CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';

export type StaticLookup =
  | { kind: 'file'; path: string; body: Buffer }
  | { kind: 'not-found' }
  | { kind: 'refused'; reason: string };

/**
 * Finds the file a URL path names inside `root`, refusing anything that would leave it: `..` segments, encoded
 * slashes or backslashes, NUL bytes, absolute paths, and symbolic links pointing outside.
 */
export async function lookupStatic(root: string, urlPath: string): Promise<StaticLookup> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return { kind: 'refused', reason: 'bad URL encoding' };
  }
  if (decoded.includes('\0') || decoded.includes('\\') || /%2f|%5c/i.test(urlPath)) return { kind: 'refused', reason: 'bad characters in path' };
  const segments = decoded.split('/').filter((s) => s !== '');
  if (segments.some((s) => s === '..' || s === '.')) return { kind: 'refused', reason: 'path leaves the app folder' };
  const candidate = normalize(join(root, ...segments));
  if (!inside(root, candidate)) return { kind: 'refused', reason: 'path leaves the app folder' };
  try {
    const [realRoot, realFile] = await Promise.all([realpath(root), realpath(candidate)]);
    if (!inside(realRoot, realFile)) return { kind: 'refused', reason: 'path leaves the app folder' };
    if (!(await stat(realFile)).isFile()) return { kind: 'not-found' };
    return { kind: 'file', path: realFile, body: await readFile(realFile) };
  } catch {
    return { kind: 'not-found' };
  }
}

function inside(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel));
}
