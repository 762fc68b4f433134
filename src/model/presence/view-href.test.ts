import { describe, expect, it } from "vitest";
import {
  hrefForFollower,
  isSamePage,
  isSameView,
  shareableHref,
} from "./view-href";

describe("the presenter's view", () => {
  it("is published without this screen's zoom or any key", () => {
    expect(shareableHref("/agents/a/runs/r?step=1.2&zoom=1&tab=raw")).toBe(
      "/agents/a/runs/r?step=1.2&tab=raw",
    );
    expect(shareableHref("/sessions?key=secret")).toBe("/sessions");
  });

  it("is followed with the follower's own zoom, and their masking if on", () => {
    expect(hrefForFollower("/agents/a/runs/r?step=1&zoom=1", "/sessions")).toBe(
      "/agents/a/runs/r?step=1",
    );
    expect(hrefForFollower("/agents/a/runs/r?step=1", "/x?zoom=1")).toBe(
      "/agents/a/runs/r?step=1&zoom=1",
    );
    expect(hrefForFollower("/r?step=1", "/x?mask=1")).toBe("/r?step=1&mask=1");
    expect(hrefForFollower("/r?mask=1&step=1", "/x")).toBe("/r?mask=1&step=1");
  });

  it("is the same view whatever the order of params and the zoom", () => {
    expect(isSameView("/r?step=1&tab=io", "/r?tab=io&step=1&zoom=1")).toBe(
      true,
    );
    expect(isSameView("/agents/a%20b/runs", "/agents/a b/runs")).toBe(true);
    expect(isSameView("/r?step=1", "/r?step=2")).toBe(false);
    expect(isSameView("/r?step=1", "/r/compare?step=1")).toBe(false);
  });

  it("is the same page whatever the params, and not another page", () => {
    expect(
      isSamePage(
        "/agents/a/runs?participant=+972",
        "/agents/a/runs?participant=p-1&mask=1",
      ),
    ).toBe(true);
    expect(isSamePage("/agents/a%20b/runs", "/agents/a b/runs")).toBe(true);
    expect(isSamePage("/agents/a/runs/r/compare", "/")).toBe(false);
  });
});
