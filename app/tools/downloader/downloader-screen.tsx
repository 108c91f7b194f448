import { useEffect, useMemo } from "react";
import { Link } from "react-router";
import { TextField } from "~/components/text-field";
import { ToolFormFrame } from "~/components/tool-form-frame";
import { toast, toastError } from "~/lib/toast";
import { fail } from "~/lib/form-fields";
import { useToolForm } from "~/lib/use-tool-form";
import type { ToolEntry } from "~/lib/tool-entry";
import { toolById } from "~/tools/registry";
import { MediaCard } from "./downloader-card";
import {
  FETCHING_LABEL,
  PLATFORM_COPY,
  type PlatformCopy,
  THUMBNAIL_PAGE_LEAD,
  THUMBNAIL_PAGE_LINK,
  THUMBNAIL_TOOL_ID,
  URL_REQUIRED_TITLE,
  foundMessage,
  invalidBannerMessage,
  invalidToastMessage,
  urlRequiredMessage,
} from "./downloader.data";
import type { MediaOutcome, MediaRequest, MediaResolver, MediaResult } from "./downloader.resolver";

type View =
  { phase: "error"; message: string; toast: string } | { phase: "found"; media: MediaResult; request: MediaRequest };

/**
 * The link field in the page's words: the platform's name and an example link, and a hint that says
 * whether a lookup only shows a sample.
 */
function urlFields(copy: PlatformCopy, simulated: boolean) {
  return {
    url: {
      kind: "text",
      label: `${copy.label} URL`,
      placeholder: copy.placeholder,
      hint: simulated ? copy.sampleHint : copy.hint,
      maxLength: 2000,
    },
  } as const;
}

const OUTCOME_ID = "downloader-outcome";
const FAILED = "Something went wrong while looking up the link. Please try again.";

interface DownloaderScreenProps {
  tool: Pick<ToolEntry, "id" | "name" | "platform">;
  resolver: MediaResolver;
}

/** The form and outcome of every downloader page; the page's registry entry picks the wording. */
export function DownloaderScreen({ tool, resolver }: DownloaderScreenProps) {
  const copy = PLATFORM_COPY[tool.platform];
  const fields = useMemo(() => urlFields(copy, resolver.simulated === true), [copy, resolver.simulated]);
  const form = useToolForm({
    fields,
    parse: ({ url }) => {
      const link = url.trim();
      return link ? { input: link } : fail(urlRequiredMessage(copy), URL_REQUIRED_TITLE);
    },
    // The lookup takes its own time (the simulated one waits as long as the product specifies).
    delayMs: 0,
    produce: async (link): Promise<View> => {
      const request: MediaRequest = { toolId: tool.id, toolName: tool.name, platform: tool.platform, url: link };
      let result: MediaOutcome;
      try {
        result = await resolver.resolve(request);
      } catch {
        result = { status: "failed", message: FAILED };
      }
      if (result.status === "found") return { phase: "found", media: result.media, request };
      if (result.status === "invalid") {
        return { phase: "error", message: invalidBannerMessage(copy), toast: invalidToastMessage(copy) };
      }
      return { phase: "error", message: result.message, toast: result.message };
    },
  });
  const view = form.result;
  // The hint sits under the whole row, not inside the field, so the button lines up with the input.
  const { hint, ...url } = form.field("url");
  const thumbnailTool = tool.platform === "youtube" ? toolById(THUMBNAIL_TOOL_ID) : undefined;

  // Told when the answer is shown, not when it arrives: an answer dropped after the visitor left stays silent.
  // The button is disabled while fetching, which drops keyboard focus to the page; bring it to the answer.
  useEffect(() => {
    if (!view) return;
    if (view.phase === "found") toast({ title: "Success!", description: foundMessage(copy, view.media.sample) });
    else toastError(view.toast, "Error");
    const active = document.activeElement;
    if (!active || active === document.body) document.getElementById(OUTCOME_ID)?.focus();
  }, [view, copy]);

  return (
    <>
      <ToolFormFrame
        form={form.formProps}
        loading={form.loading}
        submitLabel={copy.button}
        loadingLabel={FETCHING_LABEL}
        inline
      >
        <TextField
          id="downloader-url"
          type="url"
          inputMode="url"
          required
          {...url}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="go"
          aria-describedby="downloader-url-hint"
        />
      </ToolFormFrame>
      <p id="downloader-url-hint" className="mt-2 text-sm text-muted">
        {hint}
      </p>
      {thumbnailTool && (
        <p className="mt-2 text-sm text-muted">
          {THUMBNAIL_PAGE_LEAD}{" "}
          <Link to={thumbnailTool.path} className="font-semibold">
            {THUMBNAIL_PAGE_LINK}
          </Link>
          .
        </p>
      )}
      {view?.phase === "error" && (
        <p
          id={OUTCOME_ID}
          tabIndex={-1}
          className="mt-5 rounded-[0.8rem] border border-danger-edge bg-danger-bg px-4 py-3.5 text-danger-ink"
          role="alert"
          data-testid="downloader-error"
        >
          {view.message}
        </p>
      )}
      {view?.phase === "found" && (
        <MediaCard id={OUTCOME_ID} media={view.media} request={view.request} resolver={resolver} copy={copy} />
      )}
    </>
  );
}
