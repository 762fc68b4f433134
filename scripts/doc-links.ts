/**
 * A clone must hold every document its code cites. This finds, in the repository's text
 * files: markdown links to a file or heading that does not exist; `docs/….md` paths (and
 * a `§N` after one) in code that name no file or section; and citations of documents that
 * live outside the repository (the product brief, the style guide, the upstream reference
 * notes and the workflow transcripts the docs were written from).
 *
 * Run by `doc-links.test.ts`; pure functions over file contents, plus one directory walk.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

export interface DocProblem {
  file: string;
  line: number;
  message: string;
}

const SKIP_DIRS = new Set([
  ".git",
  "node_modules",
  "dist",
  "dist-server",
  "test-results",
  "playwright-report",
  "fixtures",
]);
const TEXT_FILE = /\.(md|ts|tsx|mjs|js)$|^\.ci\/run$/;
const SKIP_FILES = new Set(["src/routeTree.gen.ts"]);

/** Names of documents that are not in the repository; citing one leaves a reader stranded. */
const OUTSIDE = [
  /\bPRODUCT\.md\b/,
  /\bSTYLE\.md\b/,
  /\breference\/(?:fruxon-api|fast-agent-format|trace-viewers)\.md\b/,
  /\.\.\/shared\b/,
  /\/work\/shared\b/,
  /\bseeds\//,
  /\bthe seed(?:'s)?\b(?!ed)/i,
  /\bseed §/i,
];

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens. */
export function headingSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** Anchors and section numbers (`2.7`, `15`, `4b`) of a markdown document. */
export function headingsOf(markdown: string): {
  slugs: Set<string>;
  sections: Set<string>;
} {
  const slugs = new Set<string>();
  const sections = new Set<string>();
  let inFence = false;
  for (const line of markdown.split("\n")) {
    if (line.startsWith("```")) inFence = !inFence;
    const match = !inFence && /^#{1,6}\s+(.*)$/.exec(line);
    if (!match) continue;
    const text = match[1]!;
    let slug = headingSlug(text);
    for (let n = 1; slugs.has(slug); n++) slug = `${headingSlug(text)}-${n}`;
    slugs.add(slug);
    const number = /^(\d+(?:\.\d+)*[a-z]?)(?:\.|\s)/.exec(text);
    if (number) sections.add(number[1]!);
    const range = /^(\d+)\.[–-](\d+)\./.exec(text);
    if (range)
      for (let n = Number(range[1]); n <= Number(range[2]); n++)
        sections.add(String(n));
  }
  return { slugs, sections };
}

/** The problems of one file; `read` returns another file's text, or null if it is absent. */
export function checkFile(
  file: string,
  text: string,
  read: (path: string) => string | null,
): DocProblem[] {
  const problems: DocProblem[] = [];
  const isMarkdown = file.endsWith(".md");
  const lines = text.split("\n");
  lines.forEach((line, index) => {
    const report = (message: string) =>
      problems.push({ file, line: index + 1, message });
    for (const pattern of OUTSIDE) {
      const hit = pattern.exec(line);
      if (hit)
        report(
          `cites "${hit[0]}", which is not in the repository: cite the doc in docs/ that covers it`,
        );
    }
    const targets: {
      path: string;
      anchor: string | null;
      section: string | null;
    }[] = [];
    if (isMarkdown) {
      for (const match of line.matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = match[1]!;
        if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
        const [path, anchor] = target.split("#") as [
          string,
          string | undefined,
        ];
        targets.push({
          path: path === "" ? file : join(dirname(file), path),
          anchor: anchor ?? null,
          section: null,
        });
      }
    } else {
      for (const match of line.matchAll(
        /\bdocs\/[\w./-]+?\.md(?:#([\w-]+))?(?:'s)?(?:\s*§\s*(\d+(?:\.\d+)*[a-z]?))?/g,
      )) {
        const path = /docs\/[\w./-]+?\.md/.exec(match[0])![0];
        targets.push({
          path,
          anchor: match[1] ?? null,
          section: match[2] ?? null,
        });
      }
    }
    for (const target of targets) {
      const content = read(target.path);
      if (content === null) {
        report(`links to ${target.path}, which does not exist`);
        continue;
      }
      if (!target.path.endsWith(".md") || (!target.anchor && !target.section))
        continue;
      const { slugs, sections } = headingsOf(content);
      if (target.anchor && !slugs.has(target.anchor))
        report(`links to ${target.path}#${target.anchor}: no such heading`);
      if (target.section && !sections.has(target.section))
        report(`cites ${target.path} §${target.section}: no such section`);
    }
  });
  return problems;
}

/** Every text file of the repository, relative to `root`. */
export function repositoryFiles(root: string, dir = root): string[] {
  const files: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const rel = relative(root, path);
    if (statSync(path).isDirectory()) {
      if (!SKIP_DIRS.has(name)) files.push(...repositoryFiles(root, path));
    } else if (TEXT_FILE.test(rel) && !SKIP_FILES.has(rel)) files.push(rel);
  }
  return files;
}

export function checkRepository(root: string): DocProblem[] {
  const read = (path: string) => {
    const absolute = resolve(root, path);
    if (!existsSync(absolute)) return null;
    return statSync(absolute).isDirectory()
      ? ""
      : readFileSync(absolute, "utf8");
  };
  return repositoryFiles(root)
    .filter((file) => !file.startsWith("scripts/doc-links"))
    .flatMap((file) =>
      checkFile(file, readFileSync(join(root, file), "utf8"), read),
    );
}
