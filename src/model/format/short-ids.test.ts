import { describe, expect, it } from "vitest";
import { distinctShortForms, shortIdForm } from "./short-ids";

/** The text of each id's form, in the order given. */
function shown(ids: string[]): string[] {
  const forms = distinctShortForms(ids);
  return ids.map((id) => forms.get(id)!.text);
}

describe("shortIdForm", () => {
  it("shortens a long id to 8 characters and an ellipsis", () => {
    expect(shortIdForm("672a6e1c-4b2d-4f7e-9a01-3c5d7e9f1b20")).toEqual({
      text: "672a6e1c…",
      isWhole: false,
    });
  });

  it("shows an id whole rather than hide fewer than four characters of it", () => {
    // `exec_0412` sliced to 8 lost its last character with nothing to say so.
    expect(shortIdForm("exec_0412")).toEqual({
      text: "exec_0412",
      isWhole: true,
    });
    expect(shortIdForm("exec_041234").isWhole).toBe(true);
    expect(shortIdForm("exec_0412345").text).toBe("exec_041…");
  });
});

describe("distinctShortForms", () => {
  it("keeps 8 characters when they already tell the ids apart", () => {
    expect(shown(["a1b2c3d4-0000", "e5f6a7b8-0000"])).toEqual([
      "a1b2c3d4…",
      "e5f6a7b8…",
    ]);
  });

  it("lengthens the prefix of ids that share their first 8+ characters", () => {
    const ids = [
      "7c1e2f10-aaaa-4000-8000-000000000001",
      "7c1e2f10-bbbb-4000-8000-000000000002",
      "7c1e2f10-bbcc-4000-8000-000000000003",
    ];
    expect(shown(ids)).toEqual([
      "7c1e2f10-a…",
      "7c1e2f10-bbb…",
      "7c1e2f10-bbc…",
    ]);
  });

  it("shows the distinguishing end of ids equal far into the string", () => {
    const ids = [
      "7c1e2f10-aaaa-4000-8000-000000000001",
      "7c1e2f10-aaaa-4000-8000-000000000002",
    ];
    expect(shown(ids)).toEqual(["7c1e2f10…0001", "7c1e2f10…0002"]);
  });

  it("keeps a long prefix when the ids end alike too", () => {
    const ids = [
      "tenant-acme-2026-12-03-a-0000000000000000",
      "tenant-acme-2026-12-03-b-0000000000000000",
    ];
    expect(shown(ids)).toEqual([
      "tenant-acme-2026-12-03-a…",
      "tenant-acme-2026-12-03-b…",
    ]);
  });

  it("gives every id of a set its own form and each form names its id", () => {
    const ids = Array.from(
      { length: 50 },
      (_, i) =>
        `0190f3c2-7a1b-7${String(i * 7919).padStart(3, "0")}-8d2e-0a1b2c3d4e5f`,
    );
    const forms = shown(ids);
    expect(new Set(forms).size).toBe(ids.length);
    forms.forEach((form, i) => {
      const [head, end = ""] = form.split("…");
      expect(ids[i]!.startsWith(head!)).toBe(true);
      expect(ids[i]!.endsWith(end)).toBe(true);
    });
  });

  it("reads equal ids as one id", () => {
    const forms = distinctShortForms(["abcdef123456", "abcdef123456"]);
    expect(forms.size).toBe(1);
    expect(forms.get("abcdef123456")!.text).toBe("abcdef12…");
  });

  it("shows an id whole when another id starts with all of it", () => {
    expect(shown(["run-1", "run-10"])).toEqual(["run-1", "run-10"]);
    expect(shown(["exec_20261203", "exec_20261203_retry"])).toEqual([
      "exec_20261203",
      "exec_20261203_…",
    ]);
  });

  it("shortens ids that are not hex", () => {
    expect(
      shown(["ORD_Ωmega_00000000017", "ORD_Ωmega_00000000018", "x"]),
    ).toEqual(["ORD_Ωmeg…0017", "ORD_Ωmeg…0018", "x"]);
    expect(shown(["job:nightly:2026-12-01", "job:nightly:2026-12-02"])).toEqual(
      ["job:nigh…2-01", "job:nigh…2-02"],
    );
  });

  it("shortens a very long id that no other id resembles", () => {
    const long = `trace-${"z".repeat(500)}`;
    expect(shown([long, "other-id-123456"])).toEqual([
      "trace-zz…",
      "other-id…",
    ]);
  });
});
