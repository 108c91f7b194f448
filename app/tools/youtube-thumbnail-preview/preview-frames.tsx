import { Icon } from "~/components/icon";
import type { LocalImage } from "~/lib/local-images";
import {
  SAMPLE_AGE,
  SAMPLE_DESCRIPTION,
  SAMPLE_VIEWS,
  type Slot,
  type SurfaceId,
  type ThemeId,
} from "./youtube-thumbnail-preview.data";

/** What every frame draws: the words typed above and one picked picture (or none yet). */
export interface CardContent {
  slot: Slot;
  image: LocalImage | null;
  title: string;
  channel: string;
  initial: string;
  duration: string | null;
}

// YouTube's own colours for each theme: page, secondary text, the grey of an empty picture.
const THEME_CLASSES: Readonly<Record<ThemeId, { frame: string; meta: string; empty: string }>> = {
  dark: { frame: "bg-[#0f0f0f] text-[#f1f1f1]", meta: "text-[#aaaaaa]", empty: "bg-[#272727] text-[#aaaaaa]" },
  light: { frame: "bg-white text-[#0f0f0f]", meta: "text-[#606060]", empty: "bg-[#e5e5e5] text-[#606060]" },
};

function Thumbnail({ card, theme, className }: { card: CardContent; theme: ThemeId; className: string }) {
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
          <span>Thumbnail {card.slot}</span>
        </div>
      )}
      {card.duration && (
        <span className="absolute right-1.5 bottom-1.5 rounded bg-black/80 px-1 text-xs leading-4 font-medium text-white">
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
      className={`flex shrink-0 items-center justify-center rounded-full bg-[#5e35b1] font-semibold text-white ${
        size === "md" ? "h-9 w-9 text-sm" : "h-6 w-6 text-xs"
      }`}
    >
      {initial}
    </span>
  );
}

function Title({ text, className }: { text: string; className: string }) {
  return (
    <p dir="auto" className={`line-clamp-2 break-words ${className}`} data-testid="preview-title">
      {text}
    </p>
  );
}

function Meta({ theme, className = "", children }: { theme: ThemeId; className?: string; children: string }) {
  return (
    <p dir="auto" className={`${THEME_CLASSES[theme].meta} ${className}`}>
      {children}
    </p>
  );
}

const stats = `${SAMPLE_VIEWS} · ${SAMPLE_AGE}`;

function PhoneFeedCard({ card, theme }: { card: CardContent; theme: ThemeId }) {
  return (
    <div className="w-full max-w-[390px]">
      <Thumbnail card={card} theme={theme} className="w-full rounded-xl" />
      <div className="flex gap-3 px-1 pt-3">
        <Avatar initial={card.initial} size="md" />
        <div className="min-w-0">
          <Title text={card.title} className="text-[15px] leading-5 font-medium" />
          <Meta theme={theme} className="mt-1 line-clamp-1 text-xs">{`${card.channel} · ${stats}`}</Meta>
        </div>
      </div>
    </div>
  );
}

function DesktopGridCard({ card, theme }: { card: CardContent; theme: ThemeId }) {
  return (
    <div className="w-full max-w-[360px]">
      <Thumbnail card={card} theme={theme} className="w-full rounded-xl" />
      <div className="flex gap-3 pt-3">
        <Avatar initial={card.initial} size="md" />
        <div className="min-w-0">
          <Title text={card.title} className="text-base leading-[22px] font-semibold" />
          <Meta theme={theme} className="mt-1 line-clamp-1 text-sm">
            {card.channel}
          </Meta>
          <Meta theme={theme} className="text-sm">
            {stats}
          </Meta>
        </div>
      </div>
    </div>
  );
}

function SearchCard({ card, theme }: { card: CardContent; theme: ThemeId }) {
  return (
    <div className="flex w-full gap-3 sm:gap-4">
      <Thumbnail card={card} theme={theme} className="w-1/2 max-w-[360px] rounded-xl" />
      <div className="min-w-0 flex-1">
        <Title text={card.title} className="text-base leading-6 sm:text-lg sm:leading-[26px]" />
        <Meta theme={theme} className="mt-1 text-xs">
          {stats}
        </Meta>
        <div className="my-2 flex items-center gap-2">
          <Avatar initial={card.initial} size="sm" />
          <Meta theme={theme} className="line-clamp-1 text-xs">
            {card.channel}
          </Meta>
        </div>
        <Meta theme={theme} className="line-clamp-2 text-xs">
          {SAMPLE_DESCRIPTION}
        </Meta>
      </div>
    </div>
  );
}

function UpNextCard({ card, theme }: { card: CardContent; theme: ThemeId }) {
  return (
    <div className="flex w-full max-w-[420px] gap-2">
      <Thumbnail card={card} theme={theme} className="w-[168px] rounded-lg" />
      <div className="min-w-0 flex-1">
        <Title text={card.title} className="text-sm leading-5 font-medium" />
        <Meta theme={theme} className="mt-1 line-clamp-1 text-xs">
          {card.channel}
        </Meta>
        <Meta theme={theme} className="text-xs">
          {stats}
        </Meta>
      </div>
    </div>
  );
}

const CARDS: Readonly<Record<SurfaceId, (props: { card: CardContent; theme: ThemeId }) => React.JSX.Element>> = {
  "phone-feed": PhoneFeedCard,
  "desktop-grid": DesktopGridCard,
  search: SearchCard,
  "up-next": UpNextCard,
};

/** One surface in one theme: thumbnail A, and B beside it when there is one. */
export function ThemedFrame({
  surface,
  theme,
  themeName,
  cards,
}: {
  surface: SurfaceId;
  theme: ThemeId;
  themeName: string;
  cards: readonly CardContent[];
}) {
  const Card = CARDS[surface];
  return (
    <figure className={`rounded-xl p-3 sm:p-4 ${THEME_CLASSES[theme].frame}`} data-testid={`frame-${surface}-${theme}`}>
      <figcaption className={`mb-3 text-xs font-semibold tracking-wide uppercase ${THEME_CLASSES[theme].meta}`}>
        {themeName}
      </figcaption>
      <div className={`grid gap-5 ${cards.length > 1 ? "lg:grid-cols-2" : ""}`}>
        {cards.map((card) => (
          <div key={card.slot} data-testid={`card-${card.slot}`}>
            {cards.length > 1 && (
              <p className={`mb-2 text-xs font-semibold ${THEME_CLASSES[theme].meta}`}>Thumbnail {card.slot}</p>
            )}
            <Card card={card} theme={theme} />
          </div>
        ))}
      </div>
    </figure>
  );
}
