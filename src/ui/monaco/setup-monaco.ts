/**
 * Monaco, configured once, from the local package only: the editor core, the JSON language,
 * the few read-only features a viewer needs, and its workers bundled by Vite (`?worker`),
 * so nothing is fetched from a CDN. Imported only by the lazily loaded editor components.
 */
import * as monaco from "monaco-editor/editor";
import "monaco-editor/languages/features/json/register";
import "monaco-editor/features/find/register";
import "monaco-editor/features/folding/register";
import "monaco-editor/features/bracketMatching/register";
import "monaco-editor/features/clipboard/register";
import "monaco-editor/features/contextmenu/register";
import "monaco-editor/features/wordHighlighter/register";
import "monaco-editor/features/stickyScroll/register";
import "monaco-editor/features/diffEditor/register";
import "monaco-editor/features/codicon/register";
// Contributions pulled in above (by the JSON language and the context menu) ask for these
// features' services when the editor instantiates them on idle; without the services the
// page throws "[createInstance] … depends on UNKNOWN service ISuggestMemories" (and
// ICodeLensCache, IInlayHintsCache, treeViewsDndService) when editors are swapped quickly.
import "monaco-editor/features/suggest/register";
import "monaco-editor/features/codelens/register";
import "monaco-editor/features/inlayHints/register";
import "monaco-editor/features/dropOrPasteInto/register";
import EditorWorker from "monaco-editor/editor/editor.worker?worker";
import JsonWorker from "monaco-editor/languages/features/json/json.worker?worker";

self.MonacoEnvironment = {
  getWorker(_workerId: string, label: string) {
    return label === "json" ? new JsonWorker() : new EditorWorker();
  },
};

export { monaco };

/** Options shared by every read-only view. */
export const READ_ONLY_OPTIONS: monaco.editor.IStandaloneEditorConstructionOptions =
  {
    readOnly: true,
    domReadOnly: true,
    minimap: { enabled: false },
    scrollBeyondLastLine: false,
    automaticLayout: true,
    wordWrap: "on",
    wrappingIndent: "indent",
    folding: true,
    lineNumbersMinChars: 3,
    renderLineHighlight: "none",
    fontSize: 12,
    tabSize: 2,
    // Hebrew, Arabic and emoji are the customer's real text, not suspicious characters.
    unicodeHighlight: {
      ambiguousCharacters: false,
      invisibleCharacters: false,
      nonBasicASCII: false,
    },
    links: false,
    contextmenu: true,
    stickyScroll: { enabled: true },
    scrollbar: { alwaysConsumeMouseWheel: false },
  };
