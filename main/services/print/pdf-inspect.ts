import { inflateSync } from 'node:zlib';

/**
 * Reads back what a PDF draws, for tests: each page's size and the straight lines it strokes, in the page's own
 * coordinates (points, origin bottom-left, after every `cm` transform). Enough PDF to read what pdfkit writes.
 */

export interface StrokedSegment {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** Stroke colour as "r g b", each 0..1 to three decimals. */
  colour: string;
  width: number;
}

export interface InspectedPage {
  width: number;
  height: number;
  segments: StrokedSegment[];
}

type Matrix = [number, number, number, number, number, number];
const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[1] * n[2], m[0] * n[1] + m[1] * n[3],
  m[2] * n[0] + m[3] * n[2], m[2] * n[1] + m[3] * n[3],
  m[4] * n[0] + m[5] * n[2] + n[4], m[4] * n[1] + m[5] * n[3] + n[5],
];
const apply = (m: Matrix, x: number, y: number): [number, number] => [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];

export function inspectPdf(bytes: Uint8Array): InspectedPage[] {
  const text = Buffer.from(bytes).toString('latin1');
  const objects = new Map<number, { dict: string; stream?: Buffer }>();
  for (const match of text.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = match[2]!;
    const at = body.indexOf('stream');
    if (at < 0) {
      objects.set(Number(match[1]), { dict: body });
      continue;
    }
    const dict = body.slice(0, at);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? 0);
    const start = match.index! + match[0].indexOf(body) + at + 'stream\n'.length;
    const raw = Buffer.from(bytes.subarray(start, start + length));
    objects.set(Number(match[1]), { dict, stream: /\/FlateDecode/.test(dict) ? inflateSync(raw) : raw });
  }
  const pagesNode = [...objects.values()].find((o) => /\/Type \/Pages/.test(o.dict));
  const kids = [...(/\/Kids \[([^\]]*)\]/.exec(pagesNode?.dict ?? '')?.[1] ?? '').matchAll(/(\d+) 0 R/g)].map((m) => Number(m[1]));
  return kids.map((id) => {
    const page = objects.get(id)!.dict;
    const box = /\/MediaBox \[([^\]]*)\]/.exec(page)![1]!.trim().split(/\s+/).map(Number);
    const contents = Number(/\/Contents (\d+) 0 R/.exec(page)![1]);
    const stream = objects.get(contents)?.stream ?? Buffer.alloc(0);
    return { width: box[2]! - box[0]!, height: box[3]! - box[1]!, segments: strokedSegments(stream.toString('latin1')) };
  });
}

/** Tokens of a content stream: numbers, operators, names; strings, arrays' brackets and dictionaries are skipped or kept whole. */
function* tokens(s: string): Generator<string> {
  const re = /\s*(<<|>>|\[|\]|<[0-9A-Fa-f\s]*>|\((?:\\.|[^\\)])*\)|\/[^\s/[\]()<>]+|[^\s/[\]()<>]+)/gy;
  for (let m = re.exec(s); m; m = re.exec(s)) yield m[1]!;
}

function strokedSegments(content: string): StrokedSegment[] {
  const out: StrokedSegment[] = [];
  const stack: { ctm: Matrix; colour: string; width: number }[] = [];
  let state = { ctm: [1, 0, 0, 1, 0, 0] as Matrix, colour: '0 0 0', width: 1 };
  let operands: string[] = [];
  let path: [number, number][][] = [];
  const num = (i: number) => Number(operands[operands.length - i]);
  for (const t of tokens(content)) {
    if (/^[-+.\d]/.test(t) || t.startsWith('/') || t.startsWith('(') || t.startsWith('<') || t === '[' || t === ']') {
      operands.push(t);
      continue;
    }
    switch (t) {
      case 'q': stack.push({ ...state }); break;
      case 'Q': state = stack.pop() ?? state; break;
      case 'cm': state = { ...state, ctm: multiply([num(6), num(5), num(4), num(3), num(2), num(1)], state.ctm) }; break;
      case 'RG': case 'SC': case 'SCN': state = { ...state, colour: [num(3), num(2), num(1)].map((v) => v.toFixed(3)).join(' ') }; break;
      case 'w': state = { ...state, width: num(1) }; break;
      case 'm': path.push([apply(state.ctm, num(2), num(1))]); break;
      case 'l': path[path.length - 1]?.push(apply(state.ctm, num(2), num(1))); break;
      case 'h': { const sp = path[path.length - 1]; if (sp?.[0]) sp.push(sp[0]); break; }
      case 'S': case 's': case 'B': case 'B*': case 'b': case 'b*':
        for (const sp of path) for (let i = 1; i < sp.length; i++) {
          out.push({ x0: sp[i - 1]![0], y0: sp[i - 1]![1], x1: sp[i]![0], y1: sp[i]![1], colour: state.colour, width: state.width });
        }
        path = [];
        break;
      case 'f': case 'f*': case 'F': case 'n': path = []; break;
    }
    operands = [];
  }
  return out;
}
