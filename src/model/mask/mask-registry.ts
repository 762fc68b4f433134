/**
 * The trace worker's masking (decision 1702): one list of people per page, and a masker
 * compiled from it, through which every read passes while masking is on — a trace as it
 * streams, a step read in full, and any other JSON the page asks for (records, lists,
 * trees, conversations, sessions, notes). So every view, the filter's index and copied
 * text see the same masked data, and none of this costs the page's thread anything.
 *
 * Who is hidden: the participants directory first (lettered in its order, so "Customer A"
 * is the same person on every screen of the session), then anyone a record, trace envelope
 * or spawn tree names that the directory does not (appended as they are read: letters
 * never move). Plus the per-session strings the page sends (`MaskConfig.userStrings`).
 */
import { createMasker, type Masker } from "./masker";
import {
  collectMaskSubjects,
  type MaskInput,
  type MaskSubject,
} from "./subjects";
import { isObject } from "../is-object";
import { matchParticipants } from "../participants/match-participants";
import {
  normalizeFruxonParticipants,
  type Participant,
} from "../participants/participant";

/** What the page asks to be hidden besides the people the data names. */
export interface MaskConfig {
  userStrings: string[];
}

/** The whole directory, however the proxy pages its search (`limit` caps it). */
export const DIRECTORY_PATH = "/api/participants?query=&limit=5000";

export interface MaskRegistry {
  /** The masker for this config, with the directory loaded (once per page). */
  masker(config: MaskConfig): Promise<Masker>;
  /** Adds the people this JSON names (a record, a list of records, a tree, an envelope). */
  observe(json: unknown): boolean;
  /** What the masker is compiled from, for this config (a bundle's export). */
  input(config: MaskConfig): Promise<MaskInput>;
  /** Masks a JSON value after noting who it names. */
  maskJson<T>(json: T, config: MaskConfig): Promise<T>;
  /**
   * The rewrite for one trace read: notes who each wire object names (the envelope's
   * `waitingFor`) and masks with everyone known at that moment. `learned()` says whether
   * anyone was added since it was made (by the trace itself, or by a record read
   * meanwhile): what it rewrote before then may show them, and must be rewritten again.
   */
  traceRewrite(config: MaskConfig): Promise<TraceRewrite>;
  /**
   * What a `participant=` filter becomes in a masked address: the id of the one person
   * the directory matches it to (as the proxy resolves it, `matchParticipants` "exact"),
   * else the value masked (`+972-••-•••-2159`), which names nobody.
   */
  participantToken(value: string, config: MaskConfig): Promise<string>;
}

export interface TraceRewrite {
  rewrite: <T>(wire: T) => T;
  learned: () => boolean;
}

export function createMaskRegistry(
  fetchJson: (path: string) => Promise<unknown>,
): MaskRegistry {
  const subjects: MaskSubject[] = [];
  let directory: Promise<void> | null = null;
  let people: Participant[] = [];
  /** Bumped whenever the subjects change: compiled maskers of older versions are stale. */
  let version = 0;
  const compiled = new Map<string, { version: number; masker: Masker }>();

  const merge = (found: MaskSubject[]) => {
    for (const subject of found) {
      const names = new Set(subject.names.map((name) => name.toLowerCase()));
      const same = subjects.find(
        (known) =>
          known.key === subject.key ||
          known.names.some((name) => names.has(name.toLowerCase())),
      );
      if (!same) {
        subjects.push({
          ...subject,
          names: [...subject.names],
          addresses: [...subject.addresses],
        });
        version++;
        continue;
      }
      for (const name of subject.names)
        if (!same.names.includes(name)) {
          same.names.push(name);
          version++;
        }
      for (const address of subject.addresses)
        if (!same.addresses.includes(address)) {
          same.addresses.push(address);
          version++;
        }
    }
  };

  const loadDirectory = () =>
    (directory ??= fetchJson(DIRECTORY_PATH).then(
      (json) => {
        const list = Array.isArray(json)
          ? json
          : ((json as { items?: unknown[] } | null)?.items ?? []);
        people = readParticipants(list);
        // The directory goes first: whatever was observed before it keeps its place after.
        const before = subjects.splice(0);
        merge(collectMaskSubjects({ participants: list }).subjects);
        merge(before);
        version++;
      },
      // No directory (a source without one, the proxy down): patterns and records still mask.
      () => undefined,
    ));

  const observe = (json: unknown): boolean => {
    const items = isObject(json) ? json.items : undefined;
    const holders: unknown[] = Array.isArray(json)
      ? json
      : Array.isArray(items)
        ? [json, ...(items as unknown[])]
        : [json];
    const before = version;
    merge(
      collectMaskSubjects({
        records: holders,
        traces: holders,
        trees: holders,
      }).subjects,
    );
    return version !== before;
  };

  /** Compiled for the subjects known now (call after the directory is loaded). */
  const compile = (config: MaskConfig) => {
    const key = JSON.stringify(config.userStrings);
    const cached = compiled.get(key);
    if (cached && cached.version === version) return cached.masker;
    const made = createMasker({
      subjects: subjects.map((subject) => ({ ...subject })),
      userStrings: config.userStrings,
    });
    compiled.set(key, { version, masker: made });
    return made;
  };
  const masker = async (config: MaskConfig) => {
    await loadDirectory();
    return compile(config);
  };

  return {
    masker,
    observe,
    async input(config) {
      await loadDirectory();
      return {
        subjects: subjects.map((subject) => ({ ...subject })),
        userStrings: config.userStrings,
      };
    },
    async maskJson(json, config) {
      await loadDirectory();
      observe(json);
      return (await masker(config)).maskValue(json);
    },
    async traceRewrite(config) {
      await loadDirectory();
      const start = version;
      return {
        rewrite: (wire) => {
          observe(wire);
          return compile(config).maskValue(wire);
        },
        learned: () => version !== start,
      };
    },
    async participantToken(value, config) {
      await loadDirectory();
      const hits = matchParticipants(people, value, "exact");
      return hits.length === 1
        ? hits[0]!.participant.id
        : compile(config).maskText(value);
    },
  };
}

/** The directory's people, each read alone as the proxy does: one odd entry drops only itself. */
function readParticipants(list: unknown[]): Participant[] {
  return list.flatMap((wire) => {
    try {
      return normalizeFruxonParticipants([wire]);
    } catch {
      return [];
    }
  });
}
