import { describe, expect, it } from 'vitest';
import type { Canvas } from './canvas.ts';
import { culled } from './culled-canvas.ts';
import { SvgPage } from './svg-writer.ts';

function recorder(): Canvas & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls, width: 100, height: 100,
    path: () => { calls.push('path'); },
    circle: () => { calls.push('circle'); },
    text: (t) => { calls.push(`text ${t}`); },
    clipped: (_r, draw) => { calls.push('clip'); draw(); },
  };
}

describe('culled canvas', () => {
  it('drops shapes wholly outside the visible rectangle and keeps those touching it', () => {
    const inner = recorder();
    const c = culled(inner, { x: 0, y: 0, width: 100, height: 100 }, () => 10);
    c.path([[{ x: 200, y: 200 }, { x: 300, y: 300 }]], false, { stroke: { colour: '#000', width: 1 } });
    c.path([[{ x: -50, y: 50 }, { x: 50, y: 50 }]], false, { stroke: { colour: '#000', width: 1 } });
    c.circle({ x: -20, y: 50 }, 5, { fill: { colour: '#000' } });
    c.circle({ x: -3, y: 50 }, 5, { fill: { colour: '#000' } });
    c.text('far', { x: 500, y: 500 }, { size: 8 });
    c.text('near', { x: 105, y: 50 }, { size: 8 });
    c.clipped([[{ x: 300, y: 300 }, { x: 310, y: 300 }, { x: 310, y: 310 }]], () => c.text('inside clip', { x: 50, y: 50 }, { size: 8 }));
    expect(inner.calls).toEqual(['path', 'circle', 'text near']);
  });
});

describe('culled canvas cutting shapes that reach far off the sheet', () => {
  const paths: { subpaths: unknown; closed: boolean; paint: unknown }[] = [];
  const inner: Canvas = { width: 100, height: 100, path: (subpaths, closed, paint) => { paths.push({ subpaths, closed, paint }); }, circle: () => {}, text: () => {}, clipped: (_r, draw) => draw() };
  const c = culled(inner, { x: 0, y: 0, width: 100, height: 100 }, () => 10);

  it('cuts a dashed outline into runs that keep their place in the dashes, and its fill to the grown box', () => {
    paths.length = 0;
    const far = [{ x: -1000, y: 10 }, { x: 50, y: 10 }, { x: 50, y: 50 }, { x: -1000, y: 50 }];
    c.path([far], true, { fill: { colour: '#fff' }, stroke: { colour: '#000', width: 1, dash: [5, 3] } });
    expect(paths).toEqual([
      { subpaths: [[{ x: -72, y: 10 }, { x: 50, y: 10 }, { x: 50, y: 50 }, { x: -72, y: 50 }]], closed: true, paint: { fill: { colour: '#fff' } } },
      { subpaths: [[{ x: -72, y: 10 }, { x: 50, y: 10 }, { x: 50, y: 50 }, { x: -72, y: 50 }]], closed: false, paint: { stroke: { colour: '#000', width: 1, dash: [5, 3], dashOffset: 928 } } },
    ]);
  });

  it('passes a shape near the sheet through as it is', () => {
    paths.length = 0;
    const near = [{ x: -50, y: 10 }, { x: 50, y: 10 }, { x: 50, y: 50 }];
    c.path([near], true, { stroke: { colour: '#000', width: 1, dash: [5, 3] } });
    expect(paths).toEqual([{ subpaths: [near], closed: true, paint: { stroke: { colour: '#000', width: 1, dash: [5, 3] } } }]);
  });
});

describe('SvgPage', () => {
  it('escapes markup and drops control characters in text', () => {
    const page = new SvgPage(100, 50, 'A & B');
    page.text('<b>"Hi"</b>\u0007 & \'bye\'', { x: 1, y: 2 }, { size: 10 });
    const svg = page.toSvg();
    expect(svg).toContain('<title>A &#38; B</title>');
    expect(svg).toContain('&#60;b&#62;&#34;Hi&#34;&#60;/b&#62; &#38; &#39;bye&#39;</text>');
    expect(svg).not.toContain('\u0007');
  });

  it('writes evenodd fills, dashes and clip paths', () => {
    const page = new SvgPage(100, 50);
    page.clipped([[{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 10 }]], () => {
      page.path([[{ x: 0, y: 0 }, { x: 5, y: 5 }]], false, { stroke: { colour: '#123456', width: 0.5, dash: [2, 1] } });
    });
    const svg = page.toSvg();
    expect(svg).toContain('<clipPath id="clip1"><path d="M0 0L10 0L10 10Z" clip-rule="evenodd"/></clipPath><g clip-path="url(#clip1)">');
    expect(svg).toContain('<path d="M0 0L5 5" fill="none" stroke="#123456" stroke-width="0.5" stroke-dasharray="2 1"/>');
  });
});
