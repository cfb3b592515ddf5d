import { readFileSync } from 'node:fs';
import type { SaiIntermediates, SaiRequest } from '../src/index';

export interface SaiVector {
  id: string;
  awardYear: string;
  formula: 'A' | 'B' | 'C';
  uncertain?: boolean;
  request: SaiRequest;
  expected: {
    sai?: number;
    provisionalSai?: number;
    pellGrantEligibilityFlag: string;
    maxPellIndicator?: number;
    minimumPellIndicator?: number;
    intermediates: SaiIntermediates;
  };
}

export interface PellExample {
  id: string;
  awardYear: string;
  inputs: Record<string, unknown>;
  expected: Record<string, unknown>;
}

interface VectorFile {
  meta: Record<string, unknown>;
  pellExamples: PellExample[];
  vectors: SaiVector[];
}

/** The Department of Education test vectors, copied from /work/shared/data/sai/vectors.json. */
export const vectorFile: VectorFile = JSON.parse(
  readFileSync(new URL('./vectors.json', import.meta.url), 'utf8'),
);
export const vectors = vectorFile.vectors;
export const pellExamples = vectorFile.pellExamples;
