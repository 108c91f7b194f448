import { useRef } from "react";
import { Button } from "~/components/button";
import { Icon } from "~/components/icon";
import { TextAreaField } from "~/components/text-area-field";
import { TextField } from "~/components/text-field";
import type { LocalImage } from "~/lib/site/local-images";
import { useHydrated } from "~/lib/page/use-hydrated";
import { useLang } from "~/lib/lang/use-lang";
import { countLabel, handleLabel, highlightNames } from "./instagram-grid-preview.logic";
import { GRID_WORDS } from "./words";
import { MAX_HIGHLIGHTS, type ProfileFields } from "./profile-fields";

/** Instagram's picture for a profile without one: a grey head and shoulders, drawn here. */
function DefaultAvatar() {
  return (
    <svg viewBox="0 0 100 100" aria-hidden="true" focusable="false" className="h-full w-full">
      <rect width="100" height="100" className="fill-surface-3" />
      <circle cx="50" cy="39" r="17" className="fill-ig-app-muted" />
      <path d="M17 90c3-18 16-28 33-28s30 10 33 28z" className="fill-ig-app-muted" />
    </svg>
  );
}

function Avatar({ picture }: { picture: LocalImage | null }) {
  return (
    <div
      className="row-span-1 size-20 shrink-0 overflow-hidden rounded-full md:row-span-2 md:size-36"
      data-testid="profile-picture"
    >
      {picture ? <img src={picture.url} alt="" className="h-full w-full object-cover" /> : <DefaultAvatar />}
    </div>
  );
}

function Count({ value, label }: { value: string; label: string }) {
  return (
    // The number reads first on screen, as on Instagram; the label comes first in the markup so
    // a screen reader says "posts, 4".
    <div className="flex flex-col-reverse items-start md:flex-row-reverse md:items-baseline md:gap-1">
      <dt className="text-sm text-ig-app-ink md:text-base">{label}</dt>
      <dd className="text-base font-semibold md:text-base">{value}</dd>
    </div>
  );
}

function Highlights({ names }: { names: readonly string[] }) {
  const words = GRID_WORDS[useLang()].profile;
  // Until names are typed, empty circles stand where highlights go: shapes, never made-up titles.
  const placeholders = names.length === 0 ? 3 : 0;
  const circle = "flex size-16 items-center justify-center rounded-full border border-ig-app-line md:size-20";
  return (
    <ul aria-label={words.highlights} className="flex gap-4 px-4 pt-5 pb-4 md:gap-10 md:px-10" data-testid="highlights">
      {names.map((name, index) => (
        <li key={`${String(index)}-${name}`} className="flex w-16 flex-col items-center gap-1.5 md:w-20">
          <span aria-hidden="true" className={`${circle} p-0.5`}>
            <span className="h-full w-full rounded-full bg-surface-2" />
          </span>
          <span className="w-full truncate text-center text-xs">{name}</span>
        </li>
      ))}
      {Array.from({ length: placeholders }, (_, index) => (
        <li key={`empty-${String(index)}`} aria-hidden="true" className="flex w-16 flex-col items-center md:w-20">
          <span className={`${circle} p-0.5`}>
            <span className="h-full w-full rounded-full bg-surface-2" />
          </span>
        </li>
      ))}
      <li className="flex w-16 flex-col items-center gap-1.5 md:w-20">
        <span aria-hidden="true" className={circle}>
          <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="1.5">
            <path d="M12 5v14M5 12h14" />
          </svg>
        </span>
        <span className="text-xs">{words.newHighlight}</span>
      </li>
    </ul>
  );
}

/** Instagram's tabs under the highlights: posts (shown), reels, tagged. Drawn only for the look. */
function Tabs() {
  const tab = "flex justify-center py-3 text-ig-app-muted";
  return (
    <div aria-hidden="true" className="grid grid-cols-3 border-t border-ig-app-line">
      <span className={`${tab} -mt-px border-t border-ig-app-ink text-ig-app-ink`}>
        <Icon name="grid" className="h-5 w-5" />
      </span>
      <span className={tab}>
        <Icon name="film" className="h-5 w-5" />
      </span>
      <span className={tab}>
        <Icon name="user" className="h-5 w-5" />
      </span>
    </div>
  );
}

interface ProfilePictureControlsProps {
  picture: LocalImage | null;
  onPick: (file: File) => void;
  onRemove: () => void;
}

function ProfilePictureControls({ picture, onPick, onRemove }: ProfilePictureControlsProps) {
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  const words = GRID_WORDS[useLang()].profile;
  return (
    <div className="grid gap-2 sm:col-span-2">
      <p className="font-semibold">{words.picture}</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" disabled={!hydrated} onClick={() => input.current?.click()}>
          {picture ? words.changePicture : words.choosePicture}
        </Button>
        {picture && (
          <Button variant="secondary" onClick={onRemove}>
            {words.removePicture}
          </Button>
        )}
      </div>
      <input
        ref={input}
        id="profile-picture-file"
        type="file"
        accept="image/*"
        hidden
        onChange={(event) => {
          const [file] = Array.from(event.target.files ?? []);
          // Cleared so that picking the same file again still counts as a change.
          event.target.value = "";
          if (file) onPick(file);
        }}
      />
    </div>
  );
}

interface ProfileHeaderProps {
  profile: ProfileFields;
  picture: LocalImage | null;
  onPickPicture: (file: File) => void;
  onRemovePicture: () => void;
  /** How many pictures the grid holds: the profile's post count. */
  posts: number;
}

/**
 * The top of an Instagram profile as the app draws it: picture, username, counts, name, bio, the
 * Edit profile button (which opens the fields here), highlights and the tabs above the grid.
 */
export function ProfileHeader({ profile, picture, onPickPicture, onRemovePicture, posts }: ProfileHeaderProps) {
  const { values, field } = profile;
  const words = GRID_WORDS[useLang()].profile;
  const handle = handleLabel(values.handle);
  const name = values.name.trim();
  const bio = values.bio.trim();
  return (
    <>
      <div className="grid grid-cols-[auto_1fr] items-center gap-x-5 px-4 pt-4 md:gap-x-16 md:px-10 md:pt-8">
        <Avatar picture={picture} />
        <div className="min-w-0">
          <p className={`truncate text-lg font-semibold md:text-xl ${handle ? "" : "text-ig-app-muted"}`}>
            {handle || "your.username"}
          </p>
          <dl className="mt-2 grid grid-cols-3 gap-2 md:flex md:gap-10" data-testid="profile-counts">
            <Count value={String(posts)} label={words.posts} />
            <Count value={countLabel(values.followers)} label={words.followersCount} />
            <Count value={countLabel(values.following)} label={words.followingCount} />
          </dl>
        </div>
        <div className="col-span-2 mt-3 min-w-0 text-sm md:col-span-1 md:col-start-2 md:mt-4">
          <p className={`font-semibold break-words ${name ? "" : "text-ig-app-muted"}`}>{name || words.yourName}</p>
          <p
            className={`mt-0.5 break-words whitespace-pre-line ${bio ? "" : "text-ig-app-muted"}`}
            data-testid="profile-bio"
          >
            {bio || words.yourBio}
          </p>
        </div>
      </div>

      <details className="px-4 pt-4 md:px-10">
        <summary className="block cursor-pointer list-none rounded-lg bg-ig-app-line py-2 text-center text-sm font-semibold text-ig-app-ink hover:bg-surface-3 [&::-webkit-details-marker]:hidden">
          {words.edit}
        </summary>
        <div className="mt-3 grid gap-4 rounded-xl border border-line bg-surface p-4 text-ink sm:grid-cols-2">
          <p className="text-sm text-muted sm:col-span-2">{words.privacy}</p>
          <ProfilePictureControls picture={picture} onPick={onPickPicture} onRemove={onRemovePicture} />
          <TextField id="profile-handle" autoComplete="off" spellCheck={false} {...field("handle")} />
          <TextField id="profile-name" autoComplete="off" dir="auto" {...field("name")} />
          <TextAreaField id="profile-bio" rows={3} dir="auto" className="sm:col-span-2" {...field("bio")} />
          <TextField id="profile-followers" autoComplete="off" {...field("followers")} />
          <TextField id="profile-following" autoComplete="off" {...field("following")} />
          <TextField id="profile-highlights" autoComplete="off" className="sm:col-span-2" {...field("highlights")} />
        </div>
      </details>

      <Highlights names={highlightNames(values.highlights, MAX_HIGHLIGHTS)} />
      <Tabs />
    </>
  );
}
