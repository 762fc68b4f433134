/**
 * Every decision record says where it stands, on its third line, so a reader knows whether
 * to follow it before reading it: `Status: accepted`, `superseded by NNNN` or `amended by
 * NNNN`, then `· Date: YYYY-MM-DD`. A record that changes an older one says so by status,
 * rather than being appended to ("Since decision N…").
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const DIR = join(import.meta.dirname, "..", "docs", "decisions");
const RECORDS = readdirSync(DIR).filter((name) => /^\d{4}-.+\.md$/.test(name));
const NUMBERS = new Set(RECORDS.map((name) => name.slice(0, 4)));
const STATUS =
  /^Status: (accepted|(superseded|amended) by (\d{4})) · Date: (\d{4}-\d{2}-\d{2})( · .+)?$/;

describe("decision records", () => {
  it.each(RECORDS)("%s has a title, a status and a date", (name) => {
    const lines = readFileSync(join(DIR, name), "utf8").split("\n");
    expect(lines[0]).toMatch(new RegExp(`^# ${name.slice(0, 4)} — \\S`));
    const status = STATUS.exec(lines[2] ?? "");
    expect(status, `line 3 of ${name}: ${lines[2]}`).not.toBeNull();
    const [, , , by, date] = status!;
    if (by) expect(NUMBERS, `${name} names a record that exists`).toContain(by);
    expect(Number.isNaN(Date.parse(date!))).toBe(false);
  });

  it("are changed by status, not by appended 'Since decision N' notes", () => {
    for (const name of RECORDS)
      expect(readFileSync(join(DIR, name), "utf8"), name).not.toMatch(
        /^(\*\*|_)?Since (decision )?\d{4}/m,
      );
  });
});
