import { useEffect, useRef, useState } from "react";
import { AdSlot } from "~/components/ad-slot";
import { Banner } from "~/components/banner";
import { FieldHint } from "~/components/field";
import { TextField } from "~/components/text-field";
import { ToolForm } from "~/components/tool-form";
import { toast, toastError } from "~/lib/toast";
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

type View =
  | { phase: "idle" }
  | { phase: "fetching" }
  | { phase: "error"; message: string }
  | { phase: "found"; media: MediaResult };

const OUTCOME_ID = "downloader-outcome";
const FAILED = "Something went wrong while looking up the link. Please try again.";

interface DownloaderScreenProps {
  tool: Pick<ToolEntry, "id" | "name" | "platform">;
  resolver: MediaResolver;
}

/** The form and outcome of every downloader page; the page's registry entry picks the wording. */
export function DownloaderScreen({ tool, resolver }: DownloaderScreenProps) {
  const copy = PLATFORM_COPY[tool.platform];
  const [url, setUrl] = useState("");
  const [view, setView] = useState<View>({ phase: "idle" });
  // Numbers each attempt so an answer that arrives after a newer attempt, or after leaving, is dropped.
  const attempt = useRef(0);
  const fetching = view.phase === "fetching";

  useEffect(() => {
    const attempts = attempt;
    return () => {
      attempts.current += 1;
    };
  }, []);

  // The button is disabled while fetching, which drops keyboard focus to the page; bring it to the answer.
  useEffect(() => {
    if (view.phase !== "error" && view.phase !== "found") return;
    const active = document.activeElement;
    if (!active || active === document.body) document.getElementById(OUTCOME_ID)?.focus();
  }, [view]);

  function show(result: MediaOutcome) {
    if (result.status === "found") {
      setView({ phase: "found", media: result.media });
      toast({ title: "Success!", description: copy.found });
      return;
    }
    const invalid = result.status === "invalid";
    setView({ phase: "error", message: invalid ? invalidBannerMessage(copy) : result.message });
    toastError(invalid ? invalidToastMessage(copy) : result.message, "Error");
  }

  async function submit() {
    if (fetching) return;
    const link = url.trim();
    if (!link) {
      toastError(urlRequiredMessage(copy), URL_REQUIRED_TITLE);
      return;
    }
    const id = ++attempt.current;
    setView({ phase: "fetching" });
    let result: MediaOutcome;
    try {
      result = await resolver.resolve({ toolId: tool.id, toolName: tool.name, platform: tool.platform, url: link });
    } catch {
      result = { status: "failed", message: FAILED };
    }
    if (id === attempt.current) show(result);
  }

  return (
    <>
      <ToolForm onSubmit={submit} loading={fetching} submitLabel={copy.button} loadingLabel={FETCHING_LABEL} inline>
        <TextField
          id="downloader-url"
          label={`${copy.label} URL`}
          type="url"
          inputMode="url"
          required
          placeholder={copy.placeholder}
          value={url}
          onChange={(event) => setUrl(event.target.value)}
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
      {view.phase === "error" && (
        <Banner id={OUTCOME_ID} tabIndex={-1} className="mt-5" role="alert">
          {view.message}
        </Banner>
      )}
      {view.phase === "found" && <MediaCard id={OUTCOME_ID} media={view.media} />}
    </>
  );
}
