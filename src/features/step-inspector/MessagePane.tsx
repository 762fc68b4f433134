import type { Step } from "../../model/run";
import { prettyJson } from "../../model/format/stable-json";
import { Timestamp } from "../../ui/Timestamp";
import { ChannelList } from "./ChannelList";
import { ContentBlocks } from "./ContentBlocks";
import { RetryTable, TimingFacts, UsageFacts } from "./MessageFacts";
import { DataText } from "../../ui/DataText";

/**
 * The conversation message behind a step (fast-agent): where it sits in the file, its
 * content blocks, its timing, usage, retries and errors, and every side channel — raw
 * provider channels collapsed.
 */
export function MessagePane({ step }: { step: Step }) {
  const message = step.message;
  if (!message)
    return (
      <p className="p-3 text-sm text-slate-600">
        This step carries no message.
      </p>
    );
  const isTool = step.kind === "TOOL";
  return (
    <div
      tabIndex={0}
      className="h-full space-y-4 overflow-auto p-3 text-[13px]"
    >
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-0.5">
        <dt className="text-slate-500">{isTool ? "Call in" : "Message"}</dt>
        <dd className="font-mono text-xs">messages[{message.messageIndex}]</dd>
        {isTool && (
          <>
            <dt className="text-slate-500">Result in</dt>
            <dd className="font-mono text-xs">
              {message.resultMessageIndex === null
                ? "— (no result)"
                : `messages[${message.resultMessageIndex}]`}
            </dd>
          </>
        )}
        {message.stopReason && (
          <>
            <dt className="text-slate-500">stop_reason</dt>
            <dd className="font-mono text-xs">{message.stopReason}</dd>
          </>
        )}
        {message.phase && (
          <>
            <dt className="text-slate-500">phase</dt>
            <dd className="font-mono text-xs">{message.phase}</dd>
          </>
        )}
        <dt className="text-slate-500">is_template</dt>
        <dd className="font-mono text-xs">{String(message.isTemplate)}</dd>
        <dt className="text-slate-500">Entered history</dt>
        <dd>
          {message.timestamp === null ? (
            <span className="text-slate-500">not recorded (before 0.6.20)</span>
          ) : (
            <Timestamp ms={message.timestamp} showRelative={false} />
          )}
        </dd>
      </dl>
      {message.errorText && (
        <section>
          <Heading>Error (fast-agent-error)</Heading>
          <DataText
            block
            text={message.errorText}
            className="whitespace-pre-wrap break-words rounded border border-step-error-line bg-step-error-soft p-2 text-step-error"
          />
        </section>
      )}
      <section>
        <Heading>{isTool ? "Result content" : "Content"}</Heading>
        <ContentBlocks
          blocks={message.content}
          empty={
            isTool
              ? "No result content."
              : "No content blocks (a message that only calls tools has none)."
          }
        />
      </section>
      <TimingFacts timing={message.timing} toolTiming={message.toolTiming} />
      <UsageFacts usage={message.usage} />
      <RetryTable retries={message.retries} />
      {Object.keys(message.extras).length > 0 && (
        <section>
          <Heading>Metadata</Heading>
          <pre
            tabIndex={0}
            className="overflow-auto whitespace-pre-wrap break-words rounded bg-slate-50 p-2 font-mono text-xs"
          >
            {prettyJson(message.extras)}
          </pre>
        </section>
      )}
      <ChannelList channels={message.channels} />
    </div>
  );
}

export function Heading({ children }: { children: React.ReactNode }) {
  return (
    <h3 className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">
      {children}
    </h3>
  );
}
