/** Reads the demo shop's committed JSON files (this folder) into one typed object. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DemoData } from './types';

export const DEMO_DATA_DIR = import.meta.dirname;

const FILES = [
  'categories',
  'tags',
  'uoms',
  'taxes',
  'specializations',
  'customer_groups',
  'vendors',
  'products',
  'lots',
  'stock',
  'serials',
  'customers',
  'doctors',
  'prescription_templates',
  'pos_layout',
  'store',
] as const satisfies readonly (keyof DemoData)[];

export function loadDemoData(dir: string = DEMO_DATA_DIR): DemoData {
  const data: Partial<Record<keyof DemoData, unknown>> = {};
  for (const name of FILES) data[name] = JSON.parse(readFileSync(path.join(dir, `${name}.json`), 'utf8'));
  return data as DemoData;
}
