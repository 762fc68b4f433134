import { TableSkeleton } from "../../ui/TableSkeleton";

/** The sessions page while the folder is read: the frame, with placeholder rows. */
export function SessionListSkeleton() {
  return (
    <div className="mx-auto max-w-[1400px] space-y-4 p-6">
      <h1 className="text-xl font-semibold">fast-agent sessions</h1>
      <TableSkeleton label="Loading sessions" columns={6} />
    </div>
  );
}
