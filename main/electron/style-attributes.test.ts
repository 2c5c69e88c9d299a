import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const rendererDir = fileURLToPath(new URL('../../renderer', import.meta.url));

/** Every Svelte component of the renderer, by its path in the repository. */
function components(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'dist' ? [] : components(path);
    return e.name.endsWith('.svelte') ? [path] : [];
  });
}

/**
 * What of a component's markup the CSP's `style-src 'self'` blocks: a `style` attribute with no expression in it
 * (Svelte writes it into the template it parses, where the policy stops it), and a `<style>` element that is not the
 * component's own, scoped styles (those go into the built style sheets). A `style` attribute holding an expression,
 * and `style:` directives, are set through the element's style object, which the policy does not govern.
 */
function blockedStyles(source: string): string[] {
  const markup = source.replace(/<script[\s\S]*?<\/script>/g, '').replace(/^<style[^>]*>[\s\S]*?<\/style>/gm, '');
  const attributes = [...markup.matchAll(/\sstyle=("[^"{]*"|'[^'{]*'|[^\s>{"']+)/g)].map((m) => m[0].trim());
  const elements = [...markup.matchAll(/<style\b[^>]*>/g)].map((m) => m[0]);
  return [...attributes, ...elements];
}

describe('the renderer under a CSP without inline styles', () => {
  it('finds what it looks for', () => {
    expect(blockedStyles('<div style="color: red"></div><span style="left: {x}px"></span>')).toEqual(['style="color: red"']);
    expect(blockedStyles('<svelte:head><style>p {}</style></svelte:head>\n<style>\n  p {}\n</style>')).toEqual(['<style>']);
  });

  it('has no static style attribute and no <style> element outside a component\'s own styles', () => {
    const found = components(rendererDir).flatMap((path) => blockedStyles(readFileSync(path, 'utf8')).map((s) => `${relative(rendererDir, path)}: ${s}`));
    expect(found).toEqual([]);
  });
});
