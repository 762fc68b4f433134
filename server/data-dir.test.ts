import { describe, expect, it } from "vitest";
import { defaultDataDir } from "./data-dir";

describe("the default data directory", () => {
  it("follows each platform's convention for per-user data", () => {
    expect(defaultDataDir({}, "linux", "/home/dana")).toBe(
      "/home/dana/.local/share/tracelens",
    );
    expect(
      defaultDataDir({ XDG_DATA_HOME: "/data" }, "linux", "/home/dana"),
    ).toBe("/data/tracelens");
    expect(defaultDataDir({}, "darwin", "/Users/dana")).toBe(
      "/Users/dana/Library/Application Support/Tracelens",
    );
    expect(
      defaultDataDir(
        { APPDATA: "C:/Users/dana/AppData/Roaming" },
        "win32",
        "C:/Users/dana",
      ),
    ).toMatch(/Roaming[\\/]Tracelens$/);
  });
});
