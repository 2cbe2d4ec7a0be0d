/**
 * A rebuild's search-index re-split takes the last build's gzip file of every chunk whose bytes
 * did not change, instead of compressing it again.
 *
 * Why: the re-split (../outputs/search/pagefindChunks.ts) regroups Pagefind's words into small
 * chunks and deflates each one; at 10,000 docs that is ≈ 830 chunks and most of the step's 4–5 s
 * of CPU. One edited page changes the entries of its own words only: appending a sentence to one
 * doc of the 10,000-doc bench site changed 4 of 828 chunks.
 *
 * Which files are safe: a chunk's file is the gzip of its bytes, so the same bytes deflated by the
 * same zlib at the same level give the same file; the record of (bytes' SHA-256 → file name) is
 * kept with zlib's version and the level, and another maker invalidates all of it. A kept file is
 * used only when it is byte for byte the file that build wrote (the SHA-256 of the file is
 * recorded too), so a file changed or gone since (a hand edit of public/, a build stopped
 * half-way) is deflated again, never trusted.
 */
import crypto from 'crypto'
import fs from 'fs'
import path from 'path'
/** Bump when the record's form changes. */
const RECORD_VERSION = 1

interface ChunkRecord {
  version: number
  /** zlib's version and the level: another value invalidates every file. */
  maker: string
  /** SHA-256 (hex) of a chunk's bytes before gzip → its file name in the index folder and the SHA-256 of the file. */
  chunks: Record<string, { file: string; digest: string }>
}

/** What the re-split asks of the last build's chunks, and tells about this build's; a chunk is named by chunkDigest of its bytes. */
export interface KeptIndexChunks {
  /** The last build's gzip file of the chunk whose bytes have `digest` (chunkDigest), or null: the caller deflates it. */
  deflated(digest: string): Promise<Buffer | null>
  /** This build wrote the chunk of `digest` as `file` (a name in the index folder) holding `bytes`. */
  written(digest: string, file: string, bytes: Buffer): void
}

const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex')

/** SHA-256 (hex) of a chunk's bytes before gzip. */
export function chunkDigest(raw: Buffer): string {
  return sha256(raw)
}

type Written = ChunkRecord['chunks'][string]

const isWritten = (value: unknown): value is Written =>
  typeof value === 'object' && value !== null && typeof (value as Written).file === 'string' && typeof (value as Written).digest === 'string'

function readRecord(recordFile: string, maker: string): Map<string, Written> {
  try {
    const record = JSON.parse(fs.readFileSync(recordFile, 'utf8')) as ChunkRecord
    if (record.version !== RECORD_VERSION || record.maker !== maker || typeof record.chunks !== 'object') return new Map()
    return new Map(Object.entries(record.chunks).filter((entry): entry is [string, Written] => isWritten(entry[1])))
  } catch {
    return new Map()
  }
}

/**
 * The chunks the last build wrote into `previousIndexDir`, by the record in `recordFile` (none when
 * either is missing or the record was made by another zlib or level). `save` writes this build's
 * record: only the chunks it wrote.
 */
export function keptIndexChunks(recordFile: string, previousIndexDir: string, maker: string): KeptIndexChunks & { save(): void; kept(): number } {
  const last = readRecord(recordFile, maker)
  // Until this build's record is saved, none: a build stopped half-way keeps nothing next time.
  fs.rmSync(recordFile, { force: true })
  const next: ChunkRecord['chunks'] = {}
  // The SHA-256 of each kept file, checked as it was read: not computed again when it is recorded.
  const fileDigests = new WeakMap<Buffer, string>()
  let kept = 0
  return {
    async deflated(digest) {
      const written = last.get(digest)
      if (!written || path.basename(written.file) !== written.file) return null
      try {
        const bytes = await fs.promises.readFile(path.join(previousIndexDir, written.file))
        if (sha256(bytes) !== written.digest) return null
        fileDigests.set(bytes, written.digest)
        kept += 1
        return bytes
      } catch {
        return null
      }
    },
    written(digest, file, bytes) {
      next[digest] = { file, digest: fileDigests.get(bytes) ?? sha256(bytes) }
    },
    save() {
      const record: ChunkRecord = { version: RECORD_VERSION, maker, chunks: next }
      fs.mkdirSync(path.dirname(recordFile), { recursive: true })
      fs.writeFileSync(recordFile, JSON.stringify(record))
    },
    kept: () => kept,
  }
}
