// The map's paths are most of the tracker page's bytes: the same points written shorter (each
// point relative to the one before, in tenths, without leading zeros) parse and paint the same.

const TOKEN = /([MLZ])([^MLZ]*)/g;

/** "1.3", "-.1", "0", "12": a number of tenths as the path grammar's shortest decimal. */
function tenths(value: number): string {
  const sign = value < 0 ? "-" : "";
  const abs = Math.abs(value);
  const whole = Math.floor(abs / 10);
  const fraction = abs % 10;
  if (fraction === 0) return `${sign}${whole}`;
  return `${sign}${whole === 0 ? "" : whole}.${fraction}`;
}

/** Numbers run together where the grammar allows: a sign, or a point after a number that has one, ends the one before. */
function joined(parts: readonly string[]): string {
  let out = "";
  parts.forEach((part, index) => {
    const previous = parts[index - 1];
    const bare = index === 0 || part.startsWith("-") || (part.startsWith(".") && previous!.includes("."));
    out += bare ? part : ` ${part}`;
  });
  return out;
}

/**
 * Rewrites an absolute path of M, L and Z commands with one decimal (d3's geoPath at digits(1))
 * as an absolute move and relative lines; zero-length segments are dropped.
 */
export function compactPath(d: string): string {
  let out = "";
  let x = 0;
  let y = 0;
  let steps: string[] = [];
  const flush = () => {
    if (steps.length > 0) out += `l${joined(steps)}`;
    steps = [];
  };
  for (const [, command, args] of d.matchAll(TOKEN)) {
    if (command === "Z") {
      flush();
      out += "Z";
      continue;
    }
    const numbers = (args!.match(/-?\d*\.?\d+/g) ?? []).map((value) => Math.round(Number(value) * 10));
    let index = 0;
    if (command === "M") {
      flush();
      x = numbers[0]!;
      y = numbers[1]!;
      out += `M${tenths(x)},${tenths(y)}`;
      index = 2;
    }
    for (; index + 1 < numbers.length; index += 2) {
      const dx = numbers[index]! - x;
      const dy = numbers[index + 1]! - y;
      x += dx;
      y += dy;
      if (dx !== 0 || dy !== 0) steps.push(tenths(dx), tenths(dy));
    }
  }
  flush();
  return out;
}
