import { useEffect, useRef } from "react";
import { monaco, READ_ONLY_OPTIONS } from "./setup-monaco";
import { useMonacoTheme } from "./useMonacoTheme";

/**
 * A read-only Monaco editor over one text. Loaded lazily through `JsonView`; never import
 * it directly (it pulls in Monaco). The model is disposed on unmount.
 */
export function JsonEditor({
  text,
  language = "json",
  label,
}: {
  text: string;
  language?: string;
  label: string;
}) {
  const hostRef = useRef<HTMLDivElement>(null);
  useMonacoTheme();
  const editorRef = useRef<monaco.editor.IStandaloneCodeEditor | null>(null);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const model = monaco.editor.createModel("", language);
    const editor = monaco.editor.create(host, {
      ...READ_ONLY_OPTIONS,
      model,
      ariaLabel: label,
    });
    editorRef.current = editor;
    return () => {
      editorRef.current = null;
      editor.dispose();
      model.dispose();
    };
  }, [language, label]);

  useEffect(() => {
    const model = editorRef.current?.getModel();
    if (model && model.getValue() !== text) {
      model.setValue(text);
      editorRef.current?.setScrollTop(0);
    }
  }, [text, language, label]);

  return (
    <div
      ref={hostRef}
      className="h-full min-h-0 w-full"
      data-editor-text-length={text.length}
    />
  );
}
