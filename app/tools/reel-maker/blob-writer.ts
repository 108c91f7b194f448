// Collects a file the muxer writes in pieces, some of them more than once (an MP4's size fields are
// written last, over bytes written first), as Blob slices rather than one growing buffer: the
// browser can keep a large Blob out of the page's memory, so a long export stays small here.

interface Piece {
  start: number;
  end: number;
  blob: Blob;
}

export class BlobWriter {
  private pieces: Piece[] = [];

  /** Writes `data` at byte `position`, over whatever was there. */
  write(position: number, data: Uint8Array<ArrayBuffer>): void {
    if (data.byteLength === 0) return;
    const start = position;
    const end = position + data.byteLength;
    const kept: Piece[] = [];
    for (const piece of this.pieces) {
      if (piece.end <= start || piece.start >= end) {
        kept.push(piece);
        continue;
      }
      // Keep the parts of an older piece that stick out on either side of the new one.
      if (piece.start < start)
        kept.push({ start: piece.start, end: start, blob: piece.blob.slice(0, start - piece.start) });
      if (piece.end > end) kept.push({ start: end, end: piece.end, blob: piece.blob.slice(end - piece.start) });
    }
    // The bytes are copied now: the muxer may reuse its buffer for the next write.
    kept.push({ start, end, blob: new Blob([data.slice()]) });
    kept.sort((a, b) => a.start - b.start);
    this.pieces = kept;
  }

  /** Bytes written so far, up to the furthest one. */
  get size(): number {
    return this.pieces.at(-1)?.end ?? 0;
  }

  /** The whole file. A gap (never written) would be a muxer fault, so it is refused. */
  toBlob(type: string): Blob {
    let at = 0;
    for (const piece of this.pieces) {
      if (piece.start !== at) throw new Error(`bytes ${at}–${piece.start} were never written`);
      at = piece.end;
    }
    return new Blob(
      this.pieces.map((piece) => piece.blob),
      { type },
    );
  }
}
