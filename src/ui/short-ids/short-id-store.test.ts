import { describe, expect, it } from "vitest";
import { createShortIdStore } from "./short-id-store";

const PARENT = "7c1e2f10-aaaa-4000-8000-000000000001";
const CHILD = "7c1e2f10-bbbb-4000-8000-000000000002";

describe("createShortIdStore", () => {
  it("tells apart the ids different views added", () => {
    const store = createShortIdStore();
    store.add([PARENT]);
    expect(store.forms().get(PARENT)!.text).toBe("7c1e2f10…");
    store.add([CHILD]);
    expect(store.forms().get(PARENT)!.text).toBe("7c1e2f10-a…");
    expect(store.forms().get(CHILD)!.text).toBe("7c1e2f10-b…");
  });

  it("keeps an id while any view shows it, and shortens back once it has left", () => {
    const store = createShortIdStore();
    let heard = 0;
    store.subscribe(() => heard++);
    store.add([PARENT]);
    const removeChild = store.add([CHILD]);
    const removeAgain = store.add([CHILD]);
    removeChild();
    expect(store.forms().get(PARENT)!.text).toBe("7c1e2f10-a…");
    removeAgain();
    expect(store.forms().get(PARENT)!.text).toBe("7c1e2f10…");
    expect(store.forms().has(CHILD)).toBe(false);
    // Added, added, (the second copy of the child changes nothing), removed.
    expect(heard).toBe(3);
  });
});
