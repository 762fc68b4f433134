import type { MessageChannel } from "../../model/conversation";
import { formatCount } from "../../model/format/number";
import { prettyJson } from "../../model/format/stable-json";
import { parseJsonString } from "../../model/decode/json-in-strings";

/**
 * Every side channel of the message, as it was saved. Channels summarised above (timing,
 * usage, retries) and raw provider replay data start collapsed; the rest start open.
 */
export function ChannelList({
  channels,
}: {
  channels: readonly MessageChannel[];
}) {
  if (channels.length === 0) return null;
  return (
    <section>
      <h3 className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">
        Channels ({channels.length})
      </h3>
      <ul className="space-y-1">
        {channels.map((channel) => {
          const text = channelText(channel);
          return (
            <li key={channel.name}>
              <details
                open={channel.kind === "other" && text.length < 2000}
                className="rounded border border-slate-200"
              >
                <summary className="cursor-pointer px-2 py-0.5 text-xs">
                  <span className="font-mono">{channel.name}</span>{" "}
                  <span className="text-slate-500">
                    {channel.kind === "provider-raw"
                      ? "raw provider data · "
                      : ""}
                    {channel.blocks.length} block
                    {channel.blocks.length === 1 ? "" : "s"} ·{" "}
                    {formatCount(text.length)} chars
                  </span>
                </summary>
                <pre
                  tabIndex={0}
                  className="max-h-96 overflow-auto whitespace-pre-wrap break-words border-t border-slate-100 p-2 font-mono text-xs"
                >
                  {text || "(empty)"}
                </pre>
              </details>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Text blocks holding JSON are pretty-printed; other blocks as JSON. */
function channelText(channel: MessageChannel): string {
  return channel.blocks
    .map((block) => {
      if (block.type !== "text") return prettyJson(block);
      const json = parseJsonString(block.text);
      return json === undefined ? block.text : prettyJson(json);
    })
    .join("\n\n");
}
