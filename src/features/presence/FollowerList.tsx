import type { Person } from "../../model/presence/protocol";

/** Who follows the presenter, as the presenter sees it. */
export function FollowerList({ followers }: { followers: Person[] }) {
  return (
    <span className="flex min-w-0 items-center gap-1">
      <span className="whitespace-nowrap text-slate-500">
        {followers.length === 0
          ? "Nobody follows yet"
          : `${followers.length} following:`}
      </span>
      {followers.length > 0 && (
        <ul aria-label="Who follows" className="flex min-w-0 gap-1 truncate">
          {followers.map((person) => (
            <li
              key={person.id}
              className="rounded bg-accent-soft px-1 font-medium text-accent"
            >
              {person.name}
            </li>
          ))}
        </ul>
      )}
    </span>
  );
}
