/** Where the stand-in listens: the links it hands out (payment pages, uploads) lead back to it. */
export const listening = {
  /** Set once the server listens (0 asks for a free port). */
  port: 0,
  origin(): string {
    return `http://127.0.0.1:${this.port}`;
  },
};
