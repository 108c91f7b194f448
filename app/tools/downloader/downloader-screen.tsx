import { useEffect } from "react";
import { AdSlot } from "~/components/ad-slot";
import { Banner } from "~/components/banner";
import { FieldHint } from "~/components/field";
import { TextField } from "~/components/text-field";
import { ToolForm } from "~/components/tool-form";
import { toast, toastError } from "~/lib/toast";
import { fail } from "~/lib/form-fields";
import { useToolForm } from "~/lib/use-tool-form";
import type { ToolEntry } from "~/tools/registry";
import { MediaCard } from "./downloader-card";
import {
  FETCHING_LABEL,
  PLATFORM_COPY,
  URL_REQUIRED_TITLE,
  invalidBannerMessage,
  invalidToastMessage,
  urlRequiredMessage,
} from "./downloader.data";
import type { MediaOutcome, MediaResolver, MediaResult } from "./downloader.resolver";

type View = { phase: "error"; message: string } | { phase: "found"; media: MediaResult };

const FIELDS = { url: { kind: "text", label: "URL", maxLength: 2000 } } as const;

const OUTCOME_ID = "downloader-outcome";
const FAILED = "Something went wrong while looking up the link. Please try again.";

interface DownloaderScreenProps {
  tool: Pick<ToolEntry, "id" | "name" | "platform">;
  resolver: MediaResolver;
}

/** The form and outcome of every downloader page; the page's registry entry picks the wording. */
export function DownloaderScreen({ tool, resolver }: DownloaderScreenProps) {
  const copy = PLATFORM_COPY[tool.platform];
  const form = useToolForm({
    fields: FIELDS,
    parse: ({ url }) => {
      const link = url.trim();
      return link ? { input: link } : fail(urlRequiredMessage(copy), URL_REQUIRED_TITLE);
    },
    // The lookup takes its own time (the simulated one waits as long as the product specifies).
    delayMs: 0,
    produce: async (link): Promise<View> => {
      let result: MediaOutcome;
      try {
        result = await resolver.resolve({ toolId: tool.id, toolName: tool.name, platform: tool.platform, url: link });
      } catch {
        result = { status: "failed", message: FAILED };
      }
      if (result.status === "found") {
        toast({ title: "Success!", description: copy.found });
        return { phase: "found", media: result.media };
      }
      if (result.status === "invalid") {
        toastError(invalidToastMessage(copy), "Error");
        return { phase: "error", message: invalidBannerMessage(copy) };
      }
      toastError(result.message, "Error");
      return { phase: "error", message: result.message };
    },
  });
  const view = form.result;

  // The button is disabled while fetching, which drops keyboard focus to the page; bring it to the answer.
  useEffect(() => {
    if (!view) return;
    const active = document.activeElement;
    if (!active || active === document.body) document.getElementById(OUTCOME_ID)?.focus();
  }, [view]);

  return (
    <>
      <ToolForm
        form={form.formProps}
        loading={form.loading}
        submitLabel={copy.button}
        loadingLabel={FETCHING_LABEL}
        inline
      >
        <TextField
          id="downloader-url"
          label={`${copy.label} URL`}
          type="url"
          inputMode="url"
          required
          placeholder={copy.placeholder}
          {...form.field("url")}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="go"
          aria-describedby="downloader-url-hint"
        />
      </ToolForm>
      <FieldHint id="downloader-url-hint" className="mt-2">
        {copy.hint}
      </FieldHint>
      <div className="mt-5">
        <AdSlot name="downloader" />
      </div>
      {view?.phase === "error" && (
        <Banner id={OUTCOME_ID} tabIndex={-1} className="mt-5" role="alert">
          {view.message}
        </Banner>
      )}
      {view?.phase === "found" && <MediaCard id={OUTCOME_ID} media={view.media} />}
    </>
  );
}
