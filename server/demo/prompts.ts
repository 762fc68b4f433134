/**
 * The deployed system prompts of the demo's agents (data/prompts.json), by agent — or
 * `agent/variant` (the draft a TEST run used) and `agent@revision` (the helpdesk's prompt
 * changed between revisions 6 and 7, which the compare view says first). The email
 * policies parser's main prompt lives with its inbox in email-policies.json.
 */
import promptsJson from "./data/prompts.json" with { type: "json" };
import { loadDataFile, Prompts } from "./data/schemas";

export const PROMPTS = loadDataFile("prompts.json", Prompts, promptsJson);
