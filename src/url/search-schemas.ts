/**
 * Every page's search params, in one module: the route files pass these schemas to
 * `validateSearch`, and every type a feature or `src/api` needs for URL state is derived
 * from them here, never written out by hand. The vocabularies a param takes (inspector
 * panes, diff panes, session panels) live here too, so a feature can label them without
 * importing a route module or another feature.
 *
 * Each value degrades to "absent" (`.catch(undefined)`) rather than failing: a garbage or
 * stale link opens the page with defaults, never an error page. Values arrive as plain
 * strings (see `search-params.ts`); the param contract is docs/reference/routes-and-flags.md.
 */
import { z } from "zod";

/** The inspector's panes; `tab` on the run view (and the session view's explorer). */
export const INSPECTOR_TABS = [
  "io",
  "message",
  "reasoning",
  "prompt",
  "messages",
  "tools",
  "overview",
  "raw",
] as const;
export type InspectorTab = (typeof INSPECTOR_TABS)[number];

/**
 * The explorer's right pane besides the selected step's inspector (absent): `timeline`, the
 * run on a time axis; `view` on the run view and the session view's steps panel.
 */
export const EXPLORER_VIEWS = ["timeline"] as const;

/** The panes of the compare view's diff panel; `tab` on the compare view. */
export const COMPARE_TABS = ["inputs", "results"] as const;
export type CompareTab = (typeof COMPARE_TABS)[number];

/** The session view's panels; `panel` picks one (steps by default, compare with `against`). */
export const SESSION_PANELS = [
  "steps",
  "messages",
  "findings",
  "stats",
  "log",
  "compare",
] as const;
export type SessionPanel = (typeof SESSION_PANELS)[number];

const optional = <T extends z.ZodType>(schema: T) =>
  schema.optional().catch(undefined);
const text = (max: number) => optional(z.string().trim().min(1).max(max));
/** A switch written as `1` (`errors=1`); anything else is off. */
const flag = optional(z.enum(["1"]));
/** Dotted path as the CLI prints it: `1.1.3`. */
const stepPath = optional(z.string().regex(/^[1-9]\d*(\.[1-9]\d*)*$/));
/** A dotted path, or `left-1.1.3` for a step only the other side of a comparison has. */
const sideStepPath = optional(
  z.string().regex(/^(left-)?[1-9]\d*(\.[1-9]\d*)*$/),
);
/** The tree filter's text. */
const filterText = optional(z.string().max(500));
/** The explorer's pane (`timeline`); absent: the inspector. */
const explorerView = optional(z.enum(EXPLORER_VIEWS));
/**
 * A stretch of the run's time: milliseconds from its start, `from-to` (the timeline's range
 * selection); the tree and the timeline show only the steps inside it (decision 2100).
 */
const timeRange = optional(
  z
    .string()
    .regex(/^\d{1,15}-\d{1,15}$/)
    .refine((value) => {
      const [from, to] = value.split("-").map(Number);
      return to! > from!;
    }),
);

/**
 * Params of every page (the root route's), kept across navigation: `zoom=1` shows the tree
 * and panes in larger type for presenting on a call. A screen setting, not part of a view:
 * a follower keeps their own (`src/model/presence/view-href.ts`). `mask=1` masks personal
 * data everywhere (decision 1702): a shared link opens masked.
 */
export const appSearchSchema = z.object({
  zoom: flag,
  mask: flag,
  /**
   * The zone times are shown in: `UTC` or an IANA zone name (`Europe/Berlin`), so a shared
   * link reads the same clock times for everyone. Absent: this browser's own choice.
   */
  tz: optional(
    z
      .string()
      .max(64)
      .regex(/^[A-Za-z][\w+-]*(\/[\w+-]+){0,2}$/)
      .refine(isFormattableZone),
  ),
});
export type AppSearch = z.infer<typeof appSearchSchema>;
/** The app-wide params that every link keeps (the root route's search middleware). */
export const RETAINED_APP_PARAMS = [
  "zoom",
  "mask",
  "tz",
] as const satisfies readonly (keyof AppSearch)[];

/** A zone the browser can format in: a link from a newer browser may name one this lacks. */
function isFormattableZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * `/?id=<record id>` opens that run (the root route resolves it), `agent` naming the agent
 * to ask first; without `id` this is the agent picker.
 */
export const homeSearchSchema = z.object({ id: text(256), agent: text(256) });

/**
 * `/agents/:agentId/runs`: the runs list's filters. Status, times, revision and origin are
 * kept as typed: the runs list checks them (`src/features/run-list/run-list-filters.ts`)
 * and says beside the field why a value was not applied, rather than dropping it here.
 */
export const runListSearchSchema = z.object({
  /** Comma list of statuses. */
  status: text(256),
  /** ISO time or epoch ms. */
  since: text(64),
  until: text(64),
  /** Comma list of revision numbers. */
  revision: text(256),
  /** A participant id, or a phone number, email or handle the proxy resolves to one. */
  participant: text(256),
  /** A conversation id (`ts_…`). */
  session: text(256),
  /** `PRODUCTION` or `TEST` (the CLI's `--origin`); absent = every origin. */
  origin: text(64),
  /** `integrationId.toolId`. */
  tool: text(256),
  toolErrors: flag,
});
export type RunListSearch = z.infer<typeof runListSearchSchema>;

/** `/agents/:agentId/runs/:runId`: the selected step, its pane, the tree filter, the timeline. */
export const runViewSearchSchema = z.object({
  step: stepPath,
  tab: optional(z.enum(INSPECTOR_TABS)),
  q: filterText,
  errors: flag,
  view: explorerView,
  range: timeRange,
});
export type RunViewSearch = z.infer<typeof runViewSearchSchema>;

/** `/agents/:agentId/runs/:runId/compare`: the pair, the selected row and pane. */
export const runCompareSearchSchema = z.object({
  /** The other run (left side); absent = the previous run of the same agent. */
  against: optional(
    z.string().regex(/^(?!\.{1,2}$)[^/\\?#%:\s\p{Cc}]{1,256}$/u),
  ),
  /** A step of this run, or `left-…` for a step only the other run has. */
  step: sideStepPath,
  tab: optional(z.enum(COMPARE_TABS)),
  /** `1` = hide rows whose inputs and outcome are the same. */
  changes: flag,
  /** `timeline`: the two runs on one relative time axis, in the diff's place. */
  view: explorerView,
});
export type RunCompareSearch = z.infer<typeof runCompareSearchSchema>;

/** `/sessions/:sessionId`: the history, its explorer or compare view, and the panel. */
export const sessionViewSearchSchema = z.object({
  /** Which history of the session: its key (`dev`, `dev~previous`, …); absent = the active agent's. */
  agent: optional(z.string().min(1).max(300)),
  /** In the steps panel a dotted path; in the compare panel `left-…` names a step only the other history has. */
  step: sideStepPath,
  /** An inspector pane, or in the compare panel a diff pane. */
  tab: optional(z.enum([...INSPECTOR_TABS, ...COMPARE_TABS])),
  /** Compare panel: `1` hides unchanged rows. */
  changes: flag,
  q: filterText,
  errors: flag,
  /** Steps panel: `timeline` shows the history on a time axis beside the tree. */
  view: explorerView,
  range: timeRange,
  /** Another history to compare with: `<sessionId>` or `<sessionId>/<key>`. */
  against: optional(z.string().min(1).max(600)),
  panel: optional(z.enum(SESSION_PANELS)),
});
export type SessionViewSearch = z.infer<typeof sessionViewSearchSchema>;

/** An id in the URL (a turn, message, takeover, session or run id): no path characters. */
const urlId = optional(
  z.string().regex(/^(?!\.{1,2}$)[^/\\?#%:\s\p{Cc}]{1,256}$/u),
);

/** `/agents/:agentId/topics/:topicId`: the conversation (decision 1502). */
export const topicSearchSchema = z.object({
  /** A turn, withheld message, takeover or session id to open on. */
  message: urlId,
  /** The run whose turns are highlighted, when opened from a run. */
  run: urlId,
});

/** `/agents/:agentId/quiet`: why nobody replied to a customer (decision 1502). */
export const quietSearchSchema = z.object({
  /** A participant id, or a phone number, email or handle the proxy resolves to one. */
  participant: text(256),
  /** ISO time or epoch ms; default: 7 days before `until`, or the customer's last activity when older. */
  since: text(64),
  until: text(64),
});

/** The trace explorer's part of the URL, on whichever page hosts it (run view, session view). */
export type ExplorerView = Pick<
  RunViewSearch,
  "step" | "tab" | "q" | "errors" | "view" | "range"
>;

/** The compare workspace's part of the URL (compare view, session compare panel). */
export type CompareView = Pick<
  RunCompareSearch,
  "step" | "tab" | "changes" | "view"
>;

const isOneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string | undefined): value is T =>
    (values as readonly (string | undefined)[]).includes(value);

/** The session URL's `tab` read as an inspector pane (the explorer's view). */
export const isInspectorTab = isOneOf(INSPECTOR_TABS);
/** The session URL's `tab` read as a diff pane (the compare panel's view). */
export const isCompareTab = isOneOf(COMPARE_TABS);
