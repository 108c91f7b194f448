import { useEffect, useMemo } from "react";
import { Link } from "react-router";
import { TextField } from "~/components/text-field";
import { ToolFormFrame } from "~/components/tool-form-frame";
import { toast, toastError } from "~/lib/form/toast";
import { fail } from "~/lib/form/form-fields";
import { useLang, useLocalPath } from "~/lib/lang/use-lang";
import { useToolForm } from "~/lib/form/use-tool-form";
import type { ToolEntry } from "~/lib/site/tool-entry";
import { toolById } from "~/tools/registry";
import { MediaCard } from "./downloader-card";
import { type PlatformCopy, THUMBNAIL_TOOL_ID, foundMessage } from "./downloader.data";
import type { MediaOutcome, MediaRequest, MediaResolver, MediaResult } from "./downloader.resolver";
import { DOWNLOADER_WORDS, type DownloaderWords } from "./words";

type View =
  { phase: "error"; message: string; toast: string } | { phase: "found"; media: MediaResult; request: MediaRequest };

/**
 * The link field in the page's words: the platform's name and an example link, and a hint that says
 * whether a lookup only shows a sample.
 */
function urlFields(words: DownloaderWords, copy: PlatformCopy, simulated: boolean) {
  return {
    url: {
      kind: "text",
      label: words.fieldLabel(copy),
      placeholder: copy.placeholder,
      hint: simulated ? copy.sampleHint : copy.hint,
      maxLength: 2000,
    },
  } as const;
}

const OUTCOME_ID = "downloader-outcome";

interface DownloaderScreenProps {
  tool: Pick<ToolEntry, "id" | "name" | "platform">;
  resolver: MediaResolver;
}

/** The form and outcome of every downloader page; the page's registry entry picks the wording. */
export function DownloaderScreen({ tool, resolver }: DownloaderScreenProps) {
  const lang = useLang();
  const localPath = useLocalPath();
  const words = DOWNLOADER_WORDS[lang];
  const copy = words.platforms[tool.platform];
  const fields = useMemo(() => urlFields(words, copy, resolver.simulated === true), [words, copy, resolver.simulated]);
  const form = useToolForm({
    fields,
    parse: ({ url }) => {
      const link = url.trim();
      return link ? { input: link } : fail(words.urlRequired(copy), words.urlRequiredTitle);
    },
    // The lookup takes its own time (the simulated one waits as long as the product specifies).
    delayMs: 0,
    produce: async (link): Promise<View> => {
      const request: MediaRequest = { toolId: tool.id, toolName: tool.name, platform: tool.platform, url: link };
      let result: MediaOutcome;
      try {
        result = await resolver.resolve(request, lang);
      } catch {
        result = { status: "failed", message: words.lookupFailed };
      }
      if (result.status === "found") return { phase: "found", media: result.media, request };
      if (result.status === "invalid") {
        return { phase: "error", message: words.invalidBanner(copy), toast: words.invalidToast(copy) };
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
    if (view.phase === "found")
      toast({ title: words.successTitle, description: foundMessage(copy, view.media.sample) });
    else toastError(view.toast, words.errorTitle);
    const active = document.activeElement;
    if (!active || active === document.body) document.getElementById(OUTCOME_ID)?.focus();
  }, [view, copy, words]);

  return (
    <>
      <ToolFormFrame
        form={form.formProps}
        loading={form.loading}
        submitLabel={copy.button}
        loadingLabel={words.fetching}
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
          {words.thumbnailLead}{" "}
          <Link to={localPath(thumbnailTool.path)} className="font-semibold">
            {words.thumbnailLink}
          </Link>
          {words.thumbnailEnd}
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
        <MediaCard
          id={OUTCOME_ID}
          media={view.media}
          request={view.request}
          resolver={resolver}
          copy={copy}
          lang={lang}
        />
      )}
    </>
  );
}
