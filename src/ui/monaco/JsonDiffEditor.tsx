import { useEffect, useRef } from "react";
import { useTheme } from "../theme";
import { monaco, READ_ONLY_OPTIONS } from "./setup-monaco";
import { useMonacoTheme } from "./useMonacoTheme";

/**
 * A read-only Monaco diff editor over two texts (left = original, right = modified).
 * Loaded lazily through `JsonDiffView`; never import it directly (it pulls in Monaco).
 * Both models are disposed on unmount.
 */
export function JsonDiffEditor({
  left,
  right,
  language = "json",
  label,
}: {
  left: string;
  right: string;
  language?: string;
  label: string;
}) {
  const hostRef = useRef<HTMLDivElement>(null);
  useMonacoTheme();
  const theme = useTheme();
  const editorRef = useRef<monaco.editor.IStandaloneDiffEditor | null>(null);
  const themeDrawn = useRef(theme);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const original = monaco.editor.createModel("", language);
    const modified = monaco.editor.createModel("", language);
    const editor = monaco.editor.createDiffEditor(host, {
      ...READ_ONLY_OPTIONS,
      originalEditable: false,
      ariaLabel: label,
      originalAriaLabel: `${label} (other run)`,
      renderSideBySide: true,
      // The split view is narrow by design; stay side by side down to a small width.
      renderSideBySideInlineBreakpoint: 480,
      ignoreTrimWhitespace: false,
      renderOverviewRuler: false,
      hideUnchangedRegions: { enabled: true, contextLineCount: 3 },
    });
    editor.setModel({ original, modified });
    // The diff editor does not hand its labels down to its two halves (their text boxes
    // would be unnamed to a screen reader); name each half directly.
    editor.getOriginalEditor().updateOptions({
      ariaLabel: `${label} (other run)`,
    });
    editor.getModifiedEditor().updateOptions({ ariaLabel: label });
    editorRef.current = editor;
    return () => {
      editorRef.current = null;
      editor.dispose();
      original.dispose();
      modified.dispose();
    };
  }, [language, label]);

  useEffect(() => {
    const model = editorRef.current?.getModel();
    if (!model) return;
    if (model.original.getValue() !== left) model.original.setValue(left);
    if (model.modified.getValue() !== right) model.modified.setValue(right);
  }, [left, right, language, label]);

  // The inline view draws the removed lines once, with the token classes of the theme of
  // that moment; after a live switch their colours are another theme's (a key in
  // `#ff0000` on the dark removed-line tint, 4.07:1). Setting the models again redraws them.
  useEffect(() => {
    const editor = editorRef.current;
    const model = editor?.getModel();
    if (!editor || !model || themeDrawn.current === theme) return;
    themeDrawn.current = theme;
    editor.setModel(null);
    editor.setModel(model);
  }, [theme]);

  return (
    <div
      ref={hostRef}
      className="h-full min-h-0 w-full"
      data-left-length={left.length}
      data-right-length={right.length}
    />
  );
}
