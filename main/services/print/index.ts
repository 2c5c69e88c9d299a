// Public surface of the print service: what the Api, the CLI and the benchmarks use.

// Export a scenario as a briefing map, a true-scale mat or roster sheets
export { exportPrint, exportPrintFiles } from './export-print.ts';
export {
  PrintOptionsSchema, PRINT_KINDS, PRINT_FORMATS, MIME_TYPES, PNG_DPI, printFileName,
  type PrintOptions, type PrintOptionsInput, type PrintKind, type PrintFormat, type PrintFile, type PrintError,
} from './print-options.ts';

// Paper, lengths and the mat's arithmetic
export { PAPER_SIZES, paperMm, paperPt, parseLengthMm, type PaperSize, type Orientation } from './paper.ts';
export { planMat, sheetsAlong, tileName, MAT_LIMITS, type MatPlan, type MatTile } from './mat-tiling.ts';
export { groundScale, parseGroundScale, type GroundScale } from './ground-scale.ts';
