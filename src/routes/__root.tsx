import { Fragment } from "react";
import {
  createRootRouteWithContext,
  Outlet,
  retainSearchParams,
} from "@tanstack/react-router";
import type { QueryClient } from "@tanstack/react-query";
import { AppShell } from "../features/app-shell/AppShell";
import { resolveDashboardLink } from "../features/open-run/resolve-dashboard-link";
import { UnknownRunPage } from "../features/open-run/UnknownRunPage";
import { PresenceBar } from "../features/presence/PresenceBar";
import { PresenceStrip } from "../features/presence/PresenceStrip";
import { appSearchSchema, RETAINED_APP_PARAMS } from "../url/search-schemas";
import { setMasking } from "../api/mask-mode";
import { useMaskEpoch } from "../features/mask/useMasking";
import { MaskToggle } from "../features/mask/MaskToggle";
import { FileDropZone } from "../features/open-file/FileDropZone";
import { OpenFileButton } from "../features/open-file/OpenFileButton";
import { OpenedFilesBanner } from "../features/open-file/OpenedFilesBanner";
import { useLocalFiles } from "../features/open-file/useOpenFiles";

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  validateSearch: appSearchSchema,
  // `zoom` is a screen setting: every link and navigation keeps it.
  search: { middlewares: [retainSearchParams([...RETAINED_APP_PARAMS])] },
  // Any path whose query carries `id=<record id>` opens that run (a dashboard URL with its
  // host swapped works as is); an id no agent owns shows the fallback page instead.
  beforeLoad: ({ location, context, search }) => {
    // Before any loader reads: every read of this navigation is made masked, or not.
    setMasking(search.mask === "1");
    return resolveDashboardLink(location, context.queryClient);
  },
  component: RootLayout,
});

function RootLayout() {
  const { unresolvedRunLink } = Route.useRouteContext();
  // A new masking setting mounts the pages afresh: every view reads its data again under it
  // (a separate cache entry), and no editor or memo keeps text read under the other one.
  const epoch = useMaskEpoch();
  // A static export has no proxy: nobody to present to, nothing to follow.
  const isStatic = useLocalFiles().opened?.isStatic ?? false;
  return (
    <AppShell
      presence={isStatic ? null : <PresenceBar />}
      viewControls={
        <>
          <MaskToggle />
          <OpenFileButton />
        </>
      }
      presenceStrip={
        <>
          {!isStatic && <PresenceStrip />}
          <OpenedFilesBanner />
          <FileDropZone />
        </>
      }
    >
      <Fragment key={epoch}>
        {unresolvedRunLink ? (
          <UnknownRunPage unresolved={unresolvedRunLink} />
        ) : (
          <Outlet />
        )}
      </Fragment>
    </AppShell>
  );
}
