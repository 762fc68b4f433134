/**
 * The real fast-agent files of `fixtures/fast-agent/real/` (see its SOURCES.md), as text,
 * for tests. Imported with `?raw`, so tests need no file system access.
 */
import conv1 from "../../../fixtures/fast-agent/real/examples__workflows-md__hf-api-agent__conv1.json?raw";
import conversation from "../../../fixtures/fast-agent/real/repo-root__25_11_29_00_46-conversation.json?raw";
import trace115039 from "../../../fixtures/fast-agent/real/repo-root__ripgrep_search[1]-2026-01-20-11-50-39.json?raw";
import trace202849 from "../../../fixtures/fast-agent/real/repo-root__ripgrep_search[1]-2026-01-20-20-28-49.json?raw";
import trace161726 from "../../../fixtures/fast-agent/real/repo-root__ripgrep_search[1]-2026-01-21-16-17-26.json?raw";
import trace110746 from "../../../fixtures/fast-agent/real/repo-root__ripgrep_search[1]-2026-01-22-11-07-46.json?raw";
import atif from "../../../fixtures/fast-agent/real/tests__fixtures__atif__harbor_multiagent_v1_7.json?raw";
import multipart from "../../../fixtures/fast-agent/real/tests__integration__prompt-server__multipart.json?raw";
import bedrockLog from "../../../fixtures/fast-agent/real/repo-root__bedrock.jsonl?raw";
import samplingLog from "../../../fixtures/fast-agent/real/tests__e2e__sampling__fastagent.jsonl?raw";

/** Every real history file, by its fixture name. */
export const REAL_HISTORIES = {
  "examples__workflows-md__hf-api-agent__conv1.json": conv1,
  "repo-root__25_11_29_00_46-conversation.json": conversation,
  "repo-root__ripgrep_search[1]-2026-01-20-11-50-39.json": trace115039,
  "repo-root__ripgrep_search[1]-2026-01-20-20-28-49.json": trace202849,
  "repo-root__ripgrep_search[1]-2026-01-21-16-17-26.json": trace161726,
  "repo-root__ripgrep_search[1]-2026-01-22-11-07-46.json": trace110746,
  "tests__integration__prompt-server__multipart.json": multipart,
} as const;

export type RealHistoryName = keyof typeof REAL_HISTORIES;

export const REAL_ATIF_EXPORT = atif;

export const REAL_LOGS = {
  "repo-root__bedrock.jsonl": bedrockLog,
  "tests__e2e__sampling__fastagent.jsonl": samplingLog,
} as const;
