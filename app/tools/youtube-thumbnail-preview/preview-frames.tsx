import { Fragment, useLayoutEffect } from "react";
import { Icon } from "~/components/icon";
import type { Lang } from "~/lib/lang/lang";
import type { LocalImage } from "~/lib/site/local-images";
import type { TitleLines } from "./title-lines";
import { useTitleLines } from "./use-title-lines";
import type { Slot, SurfaceId, ThemeId } from "./youtube-thumbnail-preview.data";
import { PREVIEW_WORDS } from "./words";

/** What every frame draws: the words typed above and one picked picture (or none yet). */
export interface CardContent {
  slot: Slot;
  image: LocalImage | null;
  title: string;
  channel: string;
  initial: string;
  duration: string | null;
}

// Near YouTube's own colours for each theme (page, secondary text, the grey of an empty picture),
// from the standard palette: they imitate YouTube's page, not this site's theme.
const THEME_CLASSES: Readonly<Record<ThemeId, { frame: string; meta: string; empty: string }>> = {
  dark: {
    frame: "bg-neutral-950 text-neutral-100",
    meta: "text-neutral-400",
    empty: "bg-neutral-800 text-neutral-400",
  },
  light: { frame: "bg-white text-neutral-950", meta: "text-neutral-600", empty: "bg-neutral-200 text-neutral-600" },
};

function Thumbnail({
  card,
  theme,
  lang,
  className,
}: {
  card: CardContent;
  theme: ThemeId;
  lang: Lang;
  className: string;
}) {
  return (
    <div className={`relative aspect-video shrink-0 self-start overflow-hidden bg-black ${className}`}>
      {card.image ? (
        // Fitted, not cropped: a picture that is not 16:9 shows the bars YouTube would add.
        <img src={card.image.url} alt="" className="h-full w-full object-contain" data-testid="thumbnail-image" />
      ) : (
        <div
          className={`flex h-full w-full flex-col items-center justify-center gap-1 text-center text-xs ${THEME_CLASSES[theme].empty}`}
          data-testid="thumbnail-placeholder"
        >
          <Icon name="image" className="h-6 w-6" />
          <span>{PREVIEW_WORDS[lang].thumbnail(card.slot)}</span>
        </div>
      )}
      {card.duration && (
        <span
          className="absolute right-1.5 bottom-1.5 rounded bg-black/80 px-1 text-xs leading-4 font-medium text-white"
          data-testid="duration-badge"
        >
          {card.duration}
        </span>
      )}
    </div>
  );
}

function Avatar({ initial, size }: { initial: string; size: "sm" | "md" }) {
  return (
    <span
      aria-hidden="true"
      className={`flex shrink-0 items-center justify-center rounded-full bg-violet-700 font-semibold text-white ${
        size === "md" ? "h-9 w-9 text-sm" : "h-6 w-6 text-xs"
      }`}
    >
      {initial}
    </span>
  );
}

/** Lines a frame's title takes at most, as YouTube draws it in every place shown here. */
const TITLE_LINES = 2;

/**
 * The title in the lines this frame has room for, laid out from the browser's own measurements;
 * `onLayout` hears each new layout, for the note under the frame. Before it is measured, a CSS line
 * clamp draws it.
 */
function Title({
  text,
  className,
  onLayout,
}: {
  text: string;
  className: string;
  onLayout: ((layout: TitleLines) => void) | undefined;
}) {
  const { boxRef, rulerRef, layout } = useTitleLines(text, TITLE_LINES);
  // Before paint, so the note under the frame never trails the lines drawn in it.
  useLayoutEffect(() => {
    if (layout) onLayout?.(layout);
  }, [layout, onLayout]);
  return (
    <div className={`relative ${className}`}>
      <p
        ref={boxRef}
        dir="auto"
        className={layout ? "" : "line-clamp-2 break-words"}
        data-testid="preview-title"
        data-cut={layout ? String(layout.cut) : undefined}
      >
        {layout
          ? layout.lines.map((line, i) => (
              // A space between lines that broke between words keeps the text readable in one go.
              <Fragment key={i}>
                {i > 0 && !line.continues && " "}
                <span className="block whitespace-nowrap" data-testid="title-line">
                  {line.text}
                </span>
              </Fragment>
            ))
          : text}
      </p>
      {/* Grows leftwards, where nothing can be scrolled to, while a line is measured; empty after. */}
      <span ref={rulerRef} aria-hidden="true" className="invisible absolute top-0 right-0 whitespace-pre" />
    </div>
  );
}

function Meta({ theme, className = "", children }: { theme: ThemeId; className?: string; children: string }) {
  return (
    <p dir="auto" className={`${THEME_CLASSES[theme].meta} ${className}`}>
      {children}
    </p>
  );
}

/** The stand-in views and age under a title, in the page's language. */
function stats(lang: Lang): string {
  const words = PREVIEW_WORDS[lang];
  return `${words.sampleViews} · ${words.sampleAge}`;
}

interface CardProps {
  card: CardContent;
  theme: ThemeId;
  lang: Lang;
  onLayout: ((layout: TitleLines) => void) | undefined;
}

function PhoneFeedCard({ card, theme, lang, onLayout }: CardProps) {
  return (
    <div className="w-full max-w-[390px]">
      <Thumbnail card={card} theme={theme} lang={lang} className="w-full rounded-xl" />
      <div className="flex gap-3 px-1 pt-3">
        <Avatar initial={card.initial} size="md" />
        <div className="min-w-0 flex-1">
          <Title text={card.title} className="text-[15px] leading-5 font-medium" onLayout={onLayout} />
          <Meta theme={theme} className="mt-1 line-clamp-1 text-xs">{`${card.channel} · ${stats(lang)}`}</Meta>
        </div>
      </div>
    </div>
  );
}

function DesktopGridCard({ card, theme, lang, onLayout }: CardProps) {
  return (
    <div className="w-full max-w-[360px]">
      <Thumbnail card={card} theme={theme} lang={lang} className="w-full rounded-xl" />
      <div className="flex gap-3 pt-3">
        <Avatar initial={card.initial} size="md" />
        <div className="min-w-0 flex-1">
          <Title text={card.title} className="text-base leading-[22px] font-semibold" onLayout={onLayout} />
          <Meta theme={theme} className="mt-1 line-clamp-1 text-sm">
            {card.channel}
          </Meta>
          <Meta theme={theme} className="text-sm">
            {stats(lang)}
          </Meta>
        </div>
      </div>
    </div>
  );
}

function SearchCard({ card, theme, lang, onLayout }: CardProps) {
  return (
    <div className="flex w-full gap-3 sm:gap-4">
      <Thumbnail card={card} theme={theme} lang={lang} className="w-1/2 max-w-[360px] rounded-xl" />
      <div className="min-w-0 flex-1">
        <Title text={card.title} className="text-base leading-6 sm:text-lg sm:leading-[26px]" onLayout={onLayout} />
        <Meta theme={theme} className="mt-1 text-xs">
          {stats(lang)}
        </Meta>
        <div className="my-2 flex items-center gap-2">
          <Avatar initial={card.initial} size="sm" />
          <Meta theme={theme} className="line-clamp-1 text-xs">
            {card.channel}
          </Meta>
        </div>
        <Meta theme={theme} className="line-clamp-2 text-xs">
          {PREVIEW_WORDS[lang].sampleDescription}
        </Meta>
      </div>
    </div>
  );
}

function UpNextCard({ card, theme, lang, onLayout }: CardProps) {
  return (
    <div className="flex w-full max-w-[420px] gap-2">
      <Thumbnail card={card} theme={theme} lang={lang} className="w-[168px] rounded-lg" />
      <div className="min-w-0 flex-1">
        <Title text={card.title} className="text-sm leading-5 font-medium" onLayout={onLayout} />
        <Meta theme={theme} className="mt-1 line-clamp-1 text-xs">
          {card.channel}
        </Meta>
        <Meta theme={theme} className="text-xs">
          {stats(lang)}
        </Meta>
      </div>
    </div>
  );
}

const CARDS: Readonly<Record<SurfaceId, (props: CardProps) => React.JSX.Element>> = {
  "phone-feed": PhoneFeedCard,
  "desktop-grid": DesktopGridCard,
  search: SearchCard,
  "up-next": UpNextCard,
};

/**
 * One place YouTube shows a video, in one theme: thumbnail A, and B beside it when there is one.
 * `onLayout` hears how thumbnail A's title is laid out (B's box is the same width).
 */
export function SurfaceFrame({
  surface,
  theme,
  cards,
  onLayout,
  lang = "en",
}: {
  surface: SurfaceId;
  theme: ThemeId;
  cards: readonly CardContent[];
  onLayout: (layout: TitleLines) => void;
  lang?: Lang;
}) {
  const Card = CARDS[surface];
  return (
    <div
      className={`rounded-xl p-3 sm:p-4 ${THEME_CLASSES[theme].frame}`}
      data-testid={`frame-${surface}`}
      data-theme={theme}
    >
      <div className={`grid gap-5 ${cards.length > 1 ? "lg:grid-cols-2" : ""}`}>
        {cards.map((card, i) => (
          <div key={card.slot} className="min-w-0" data-testid={`card-${card.slot}`}>
            {cards.length > 1 && (
              <p className={`mb-2 text-xs font-semibold ${THEME_CLASSES[theme].meta}`}>
                {PREVIEW_WORDS[lang].thumbnail(card.slot)}
              </p>
            )}
            <Card card={card} theme={theme} lang={lang} onLayout={i === 0 ? onLayout : undefined} />
          </div>
        ))}
      </div>
    </div>
  );
}
