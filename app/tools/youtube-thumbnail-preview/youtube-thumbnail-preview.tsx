import { useEffect, useEffectEvent, useState } from "react";
import { TextField } from "~/components/text-field";
import { ToolFormFrame } from "~/components/tool-form-frame";
import { type Fields, type Values, fail, toAddress } from "~/lib/form/form-fields";
import type { Lang } from "~/lib/lang/lang";
import {
  ImageReadError,
  type LocalImage,
  imageProblemMessage,
  openImage,
  shortFileName,
  useObjectUrls,
} from "~/lib/site/local-images";
import { toast, toastError } from "~/lib/form/toast";
import { useLang } from "~/lib/lang/use-lang";
import { useToolForm } from "~/lib/form/use-tool-form";
import type { CardContent } from "./preview-frames";
import { PreviewSection } from "./preview-section";
import { ThumbnailSlot } from "./thumbnail-slot";
import {
  CHANNEL_LIMIT,
  DURATION_LIMIT,
  SLOTS,
  type Slot,
  TITLE_LIMIT,
  YOUTUBE_FORMATS,
} from "./youtube-thumbnail-preview.data";
import { channelInitial, normaliseTitle, readDuration } from "./youtube-thumbnail-preview.logic";
import { PREVIEW_WORDS, warningsIn } from "./words";

type Field = "title" | "channel" | "duration";

function fieldsIn(lang: Lang): Fields<Field> {
  const { fields } = PREVIEW_WORDS[lang];
  return {
    title: { kind: "text", ...fields.title, maxLength: TITLE_LIMIT },
    channel: { kind: "text", ...fields.channel, maxLength: CHANNEL_LIMIT },
    duration: { kind: "text", ...fields.duration, maxLength: DURATION_LIMIT },
  };
}

const FIELDS: Readonly<Record<Lang, Fields<Field>>> = { en: fieldsIn("en"), hi: fieldsIn("hi") };

function parse(values: Values<Field>, lang: Lang) {
  const { messages } = PREVIEW_WORDS[lang];
  return readDuration(values.duration).ok ? { input: values } : fail(messages.badDuration, messages.badDurationTitle);
}

/** After this long without typing, the address catches up with the fields. */
const ADDRESS_DELAY_MS = 600;

export default function YoutubeThumbnailPreview() {
  const lang = useLang();
  const words = PREVIEW_WORDS[lang];
  const fields = FIELDS[lang];
  const tool = useToolForm({ fields, parse: (values) => parse(values, lang) });
  const { values } = tool;
  const urls = useObjectUrls();
  const [images, setImages] = useState<Record<Slot, LocalImage | null>>({ A: null, B: null });

  // The preview answers every keystroke; the address follows once typing pauses, so a shared
  // link opens the same preview (the pictures stay on this device and are never in it).
  const followAddress = useEffectEvent(() => {
    if ("error" in parse(values, lang)) return;
    if (toAddress(fields, values) !== window.location.search) tool.submit();
  });
  useEffect(() => {
    const timer = setTimeout(followAddress, ADDRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [values]);

  async function pick(slot: Slot, files: readonly File[]) {
    const [file, ...rest] = files;
    if (!file) return;
    if (rest.length > 0) {
      toast({ title: words.messages.oneImageTitle, description: words.oneImage(slot, fileName(file.name)) });
    }
    try {
      const image = await openImage(file);
      urls.hold(image.url);
      setImages((old) => {
        const previous = old[slot];
        if (previous) urls.release(previous.url);
        return { ...old, [slot]: image };
      });
    } catch (error) {
      if (!(error instanceof ImageReadError)) throw error;
      const message =
        lang === "en"
          ? imageProblemMessage(error, YOUTUBE_FORMATS)
          : words.imageProblem(error.problem === "not-an-image", fileName(error.fileName));
      toastError(message, words.cantUse);
    }
  }

  /** A file's name as a message quotes it, a nameless one in the page's words. */
  function fileName(name: string): string {
    const short = shortFileName(name);
    return short === PREVIEW_WORDS.en.unnamedFile ? words.unnamedFile : short;
  }

  function remove(slot: Slot) {
    setImages((old) => {
      const previous = old[slot];
      if (previous) urls.release(previous.url);
      return { ...old, [slot]: null };
    });
  }

  const title = normaliseTitle(values.title);
  const channel = normaliseTitle(values.channel);
  const duration = readDuration(values.duration);
  const shownChannel = channel || words.placeholderChannel;
  const content = (slot: Slot): CardContent => ({
    slot,
    image: images[slot],
    title: title || words.placeholderTitle,
    channel: shownChannel,
    initial: channelInitial(shownChannel),
    duration: duration.ok ? duration.value : null,
  });
  const cards = images.B ? SLOTS.map(content) : [content("A")];
  const picked = SLOTS.filter((slot) => images[slot]);

  return (
    <>
      <ToolFormFrame form={tool.formProps} loading={false} submitLabel={words.submit}>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_10rem]">
          <TextField
            id="thumbnail-title"
            maxLength={TITLE_LIMIT}
            autoComplete="off"
            dir="auto"
            className="sm:col-span-2 lg:col-span-1"
            {...tool.field("title")}
          />
          <TextField
            id="thumbnail-channel"
            maxLength={CHANNEL_LIMIT}
            autoComplete="off"
            dir="auto"
            {...tool.field("channel")}
          />
          <TextField
            id="thumbnail-duration"
            maxLength={DURATION_LIMIT}
            autoComplete="off"
            inputMode="numeric"
            {...tool.field("duration")}
          />
        </div>
      </ToolFormFrame>

      <section aria-labelledby="thumbnails-heading" className="mt-8">
        <h2 id="thumbnails-heading" className="text-lg font-bold">
          {words.thumbnails}
        </h2>
        <p className="mt-1 text-sm text-muted">{words.thumbnailsLead}</p>
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          {SLOTS.map((slot) => {
            const image = images[slot];
            return (
              <ThumbnailSlot
                key={slot}
                slot={slot}
                image={image}
                warnings={image ? warningsIn(lang, image) : []}
                lang={lang}
                onFiles={(files) => void pick(slot, files)}
                onRemove={() => remove(slot)}
              />
            );
          })}
        </div>
      </section>

      <PreviewSection cards={cards} picked={picked} titled={title !== ""} lang={lang} />
    </>
  );
}
