// Rebuilding visual lines from positioned text runs: runs on one baseline (within a tolerance) form a
// line, sorted left to right; runs separated by a gap wider than a word space form separate cells.
import type { PageText, PlacedText } from './pdf.ts';

/** Consecutive runs on a line with no more than a word space between them. */
export interface Cell {
  text: string;
  x0: number;
  x1: number;
  /** The runs the cell was joined from (two header words set close together are two runs). */
  parts: { text: string; x0: number; x1: number }[];
  /** The largest font size of its runs (a line may hold two columns' text in two sizes). */
  size?: number;
}

export interface Line {
  page: number;
  /** Baseline, PDF user space (larger is higher on the page). */
  y: number;
  size: number;
  cells: Cell[];
  x0: number;
  x1: number;
  /** The line's text; cells far apart (more than 1.5 em) are joined with a tab, others with a space. */
  text: string;
}

/** A gap wider than this many ems between two runs starts a new cell. */
const CELL_GAP_EM = 0.6;
/** A gap wider than this many ems is written as a tab in the line's text. */
const TAB_GAP_EM = 1.5;

function joinRuns(left: string, right: string, gap: number, size: number): string {
  if (gap > size * 0.12 && !/\s$/.test(left) && !/^\s/.test(right)) return `${left} ${right}`;
  return left + right;
}

export function cellsOf(items: readonly PlacedText[], size: number): Cell[] {
  const cells: Cell[] = [];
  for (const item of [...items].sort((a, b) => a.x0 - b.x0)) {
    const last = cells.at(-1);
    const gap = last ? item.x0 - last.x1 : Infinity;
    if (last && gap <= size * CELL_GAP_EM) {
      last.text = joinRuns(last.text, item.text, gap, size);
      last.x1 = Math.max(last.x1, item.x1);
      last.parts.push({ text: item.text, x0: item.x0, x1: item.x1 });
      last.size = Math.max(last.size ?? 0, item.size);
    } else {
      cells.push({
        text: item.text,
        x0: item.x0,
        x1: item.x1,
        parts: [{ text: item.text, x0: item.x0, x1: item.x1 }],
        size: item.size,
      });
    }
  }
  return cells;
}

export function lineText(cells: readonly Cell[], size: number): string {
  let text = '';
  cells.forEach((cell, index) => {
    const previous = cells[index - 1];
    if (!previous) text = cell.text;
    else text += cell.x0 - previous.x1 > size * TAB_GAP_EM ? `\t${cell.text}` : ` ${cell.text}`;
  });
  return text;
}

export function makeLine(page: number, items: readonly PlacedText[]): Line {
  const sizes = items.map((item) => item.size).sort((a, b) => a - b);
  const size = sizes[Math.floor(sizes.length / 2)] ?? 10;
  const cells = cellsOf(items, size);
  const y = items.reduce((sum, item) => sum + item.y, 0) / Math.max(1, items.length);
  return {
    page,
    y,
    size,
    cells,
    x0: Math.min(...cells.map((cell) => cell.x0)),
    x1: Math.max(...cells.map((cell) => cell.x1)),
    text: lineText(cells, size),
  };
}

/** The page's lines, top to bottom. */
export function buildLines(page: PageText): Line[] {
  const items = [...page.items].sort((a, b) => b.y - a.y || a.x0 - b.x0);
  const groups: PlacedText[][] = [];
  let current: PlacedText[] = [];
  let baseline = Infinity;
  let size = 0;
  for (const item of items) {
    // Same line when the baselines differ by less than about half the smaller font size.
    if (current.length > 0 && Math.abs(baseline - item.y) <= Math.min(size, item.size) * 0.45) {
      current.push(item);
      continue;
    }
    if (current.length > 0) groups.push(current);
    current = [item];
    baseline = item.y;
    size = item.size;
  }
  if (current.length > 0) groups.push(current);
  return groups.map((group) => makeLine(page.page, group));
}
