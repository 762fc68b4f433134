/**
 * Monaco, configured once, from the local package only: the editor core, the JSON language
 * with the editor contributions it needs, and the workers bundled by Vite (`?worker`), so
 * nothing is fetched from a CDN. Imported only by the lazily loaded editor components.
 */
import * as monaco from "monaco-editor/editor";
import "monaco-editor/languages/features/json/register";
// The JSON mode loads this module (every editor contribution) lazily, the first time a JSON
// model appears. Loaded that late, its contributions meet an editor whose services were
// already created and Monaco throws "depends on UNKNOWN service". Loading it here, before
// any editor exists, registers everything in order.
import "monaco-editor/internal/common/workers";
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
