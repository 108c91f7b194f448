import { useEffect, useEffectEvent, useState } from "react";
import { TextField } from "~/components/text-field";
import { ToolFormFrame } from "~/components/tool-form-frame";
import { type Fields, type Values, fail, toAddress } from "~/lib/form-fields";
import {
  ImageReadError,
  type LocalImage,
  imageProblemMessage,
  openImage,
  shortFileName,
  useObjectUrls,
} from "~/lib/local-images";
import { toast, toastError } from "~/lib/toast";
import { useToolForm } from "~/lib/use-tool-form";
import type { CardContent } from "./preview-frames";
import { PreviewSection } from "./preview-section";
import { ThumbnailSlot } from "./thumbnail-slot";
import {
  CHANNEL_LIMIT,
  DURATION_LIMIT,
  MESSAGES,
  PLACEHOLDER_CHANNEL,
  PLACEHOLDER_TITLE,
  SLOTS,
  type Slot,
  TITLE_LIMIT,
  YOUTUBE_FORMATS,
} from "./youtube-thumbnail-preview.data";
import { channelInitial, normaliseTitle, readDuration, thumbnailWarnings } from "./youtube-thumbnail-preview.logic";

const FIELDS = {
  title: {
    kind: "text",
    label: "Video title",
    placeholder: "e.g. I tried every chaat stall in Chandni Chowk",
    maxLength: TITLE_LIMIT,
  },
  channel: { kind: "text", label: "Channel name", placeholder: "e.g. Foodie Riya", maxLength: CHANNEL_LIMIT },
  duration: {
    kind: "text",
    label: "Duration (optional)",
    hint: "Minutes:seconds",
    placeholder: "e.g. 12:45",
    maxLength: DURATION_LIMIT,
  },
} as const satisfies Fields<"title" | "channel" | "duration">;

type Field = keyof typeof FIELDS;

function parse(values: Values<Field>) {
  return readDuration(values.duration).ok ? { input: values } : fail(MESSAGES.badDuration, MESSAGES.badDurationTitle);
}

/** After this long without typing, the address catches up with the fields. */
const ADDRESS_DELAY_MS = 600;

export default function YoutubeThumbnailPreview() {
  const tool = useToolForm({ fields: FIELDS, parse });
  const { values } = tool;
  const urls = useObjectUrls();
  const [images, setImages] = useState<Record<Slot, LocalImage | null>>({ A: null, B: null });

  // The preview answers every keystroke; the address follows once typing pauses, so a shared
  // link opens the same preview (the pictures stay on this device and are never in it).
  const followAddress = useEffectEvent(() => {
    if ("error" in parse(values)) return;
    if (toAddress(FIELDS, values) !== window.location.search) tool.submit();
  });
  useEffect(() => {
    const timer = setTimeout(followAddress, ADDRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [values]);

  async function pick(slot: Slot, files: readonly File[]) {
    const [file, ...rest] = files;
    if (!file) return;
    if (rest.length > 0) {
      toast({
        title: MESSAGES.oneImageTitle,
        description: `Thumbnail ${slot} shows ${shortFileName(file.name)}. Pick or drop the other picture on the other thumbnail.`,
      });
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
      toastError(imageProblemMessage(error, YOUTUBE_FORMATS), "Can't use that file");
    }
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
  const shownChannel = channel || PLACEHOLDER_CHANNEL;
  const content = (slot: Slot): CardContent => ({
    slot,
    image: images[slot],
    title: title || PLACEHOLDER_TITLE,
    channel: shownChannel,
    initial: channelInitial(shownChannel),
    duration: duration.ok ? duration.value : null,
  });
  const cards = images.B ? SLOTS.map(content) : [content("A")];
  const picked = SLOTS.filter((slot) => images[slot]);

  return (
    <>
      <ToolFormFrame form={tool.formProps} loading={false} submitLabel="Show preview">
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
          Your thumbnails
        </h2>
        <p className="mt-1 text-sm text-muted">
          Pictures are read by your browser and never uploaded. Add a second one to compare an A/B pair in every frame.
        </p>
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          {SLOTS.map((slot) => {
            const image = images[slot];
            return (
              <ThumbnailSlot
                key={slot}
                slot={slot}
                image={image}
                warnings={image ? thumbnailWarnings(image) : []}
                onFiles={(files) => void pick(slot, files)}
                onRemove={() => remove(slot)}
              />
            );
          })}
        </div>
      </section>

      <PreviewSection cards={cards} picked={picked} titled={title !== ""} />
    </>
  );
}
