import { z } from 'zod';
import { PAPER_SIZES } from './paper.ts';
import { MAT_LIMITS } from './mat-tiling.ts';
import { titleStem } from '../../../shared/scenario/file-names.ts';

// This module is pure (zod and arithmetic only), so the Api contract in shared/ may take it over as it is.

/** PNG resolution: below 36 dpi nothing is legible; above 600 an A3 page is a quarter of a gigabyte of pixels. */
export const PNG_DPI = { min: 36, max: 600, default: 300 } as const;

export const PRINT_KINDS = ['overview', 'mat', 'roster'] as const;
export type PrintKind = (typeof PRINT_KINDS)[number];

export const PRINT_FORMATS = ['pdf', 'svg', 'png'] as const;
export type PrintFormat = (typeof PRINT_FORMATS)[number];

/** What may be asked of the print export, by the CLI or over the Api. Lengths are millimetres. */
export const PrintOptionsSchema = z.object({
  kind: z.enum(PRINT_KINDS),
  paper: z.enum(PAPER_SIZES).default('a4'),
  format: z.enum(PRINT_FORMATS).default('pdf'),
  /** PNG only: dots per inch. */
  dpi: z.number().int().min(PNG_DPI.min).max(PNG_DPI.max).default(PNG_DPI.default),
  /** Mat only: table repeated on neighbouring sheets, and the printer's unprintable edge. */
  overlapMm: z.number().min(MAT_LIMITS.overlapMm.min).max(MAT_LIMITS.overlapMm.max).default(10),
  marginMm: z.number().min(MAT_LIMITS.marginMm.min).max(MAT_LIMITS.marginMm.max).default(6),
  /** Mat only: sheet orientation; 'auto' takes whichever needs fewer sheets. */
  orientation: z.enum(['auto', 'portrait', 'landscape']).default('auto'),
  /** Outlines and hatching instead of fills. */
  inkSaving: z.boolean().default(false),
}).strict();

export type PrintOptions = z.infer<typeof PrintOptionsSchema>;
export type PrintOptionsInput = z.input<typeof PrintOptionsSchema>;

export const MIME_TYPES: Record<PrintFormat, string> = { pdf: 'application/pdf', svg: 'image/svg+xml', png: 'image/png' };

/** One file the export produced. */
export interface PrintFile {
  fileName: string;
  mime: string;
  bytes: Uint8Array;
}

export interface PrintError {
  message: string;
  problems?: { path: string; message: string; severity: 'error' | 'warning' }[];
}

/**
 * "the-komuch-village-overview.pdf", "the-komuch-village-mat-r2c3.svg": the scenario's title as an exported scenario
 * file is named (its id when the title has no letters to keep), the kind, the sheet if one of many.
 */
export const printFileName = (scenario: { id: string; title: string }, kind: PrintKind, format: PrintFormat, page?: string): string =>
  `${titleStem(scenario.title) || scenario.id}-${kind}${page ? `-${page}` : ''}.${format}`;
