/**
 * The Blobs port: uploaded bytes, kept apart from the records that name them (a file under DATA_DIR/files on
 * the Node server, named by its content hash; memory elsewhere). The same bytes are stored once.
 */
export interface Blobs {
  /** Stores the bytes and answers their name (the SHA-256 of the content, hex). */
  put(bytes: ArrayBuffer): Promise<string>;
  /** The bytes, or undefined when none are stored under that name. */
  get(hash: string): Promise<ArrayBuffer | undefined>;
  /** The bytes as a stream, never held whole (a download); undefined when none are stored under that name. */
  open(hash: string): Promise<ReadableStream<Uint8Array> | undefined>;
}
