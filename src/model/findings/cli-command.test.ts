import { describe, expect, it } from "vitest";
import { fruxonCommand } from "./cli-command";

// The shell-level proof (hostile ids run through a real shell) is server/copied-commands.test.ts.
describe("fruxonCommand", () => {
  it("leaves plain ids bare and quotes any other as one shell word", () => {
    expect(
      fruxonCommand`fruxon agents executions cancel ${"email_parser"} ${"3f1c-9a"} --yes`,
    ).toBe("fruxon agents executions cancel email_parser 3f1c-9a --yes");
    expect(
      fruxonCommand`fruxon agents topics messages ${"a"} ${"it's;$(x)"}`,
    ).toBe("fruxon agents topics messages a 'it'\\''s;$(x)'");
  });

  it("builds no command from a value that is not an id", () => {
    for (const id of ["--yes", "a b", "a\nb", "", "..", "a/b", "x\u202Egnp"])
      expect(
        fruxonCommand`fruxon agents executions cancel ${id} r --yes`,
      ).toBeNull();
  });
});
