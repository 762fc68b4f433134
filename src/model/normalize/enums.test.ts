import { describe, expect, it } from "vitest";
import { toMeaningfulEnum, toUpperSnake } from "./enums";

describe("toUpperSnake", () => {
  it("maps both doc generations' spellings onto one", () => {
    expect(toUpperSnake("WaitingForAsync")).toBe("WAITING_FOR_ASYNC");
    expect(toUpperSnake("WAITING_FOR_ASYNC")).toBe("WAITING_FOR_ASYNC");
    expect(toUpperSnake("in_progress")).toBe("IN_PROGRESS");
    expect(toUpperSnake("LlmStep")).toBe("LLM_STEP");
    expect(toUpperSnake("Unknown")).toBe("UNKNOWN");
    expect(toUpperSnake("SubAgent")).toBe("AGENT_TOOL");
    expect(toUpperSnake("HTTPRequest")).toBe("HTTP_REQUEST");
  });

  it("reads the numeric zero value as UNSPECIFIED and keeps other numbers visible", () => {
    expect(toUpperSnake(0)).toBe("UNSPECIFIED");
    expect(toUpperSnake(3)).toBe("3");
  });

  it("treats empty and missing as null", () => {
    expect(toUpperSnake("")).toBeNull();
    expect(toUpperSnake(null)).toBeNull();
    expect(toUpperSnake({})).toBeNull();
  });
});

describe("toMeaningfulEnum", () => {
  it("reads the zero values as not set", () => {
    expect(toMeaningfulEnum("UNSPECIFIED")).toBeNull();
    expect(toMeaningfulEnum("Undefined")).toBeNull();
    expect(toMeaningfulEnum("ROOT")).toBe("ROOT");
  });
});
