/**
 * A photo as it arrived, kept out of sight of the checks that walk a request body (the control
 * character rule would otherwise read every byte as a character): its bytes are a private field.
 */
export class UploadedPhoto {
  readonly #bytes: Buffer;

  constructor(bytes: Buffer) {
    this.#bytes = bytes;
  }

  get bytes(): Buffer {
    return this.#bytes;
  }
}
