import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { AnswerShelf, KeptAnswer } from '../http/kept-answers';

/** The database the HTTP build keeps backend answers in; sign-out deletes the account's (kept-answers.ts). */
export const KEPT_ANSWERS_DATABASE = 'lumen-kept-answers';

interface KeptAnswerRecord extends KeptAnswer {
  readonly account: string;
  readonly request: string;
}

interface KeptAnswersSchema extends DBSchema {
  answers: {
    key: [string, string];
    value: KeptAnswerRecord;
    indexes: { byAccount: string; byAccountAndAge: [string, number] };
  };
}

/** Answers in IndexedDB, one record per account and request. */
export class IndexedDbAnswerShelf implements AnswerShelf {
  private constructor(private readonly database: IDBPDatabase<KeptAnswersSchema>) {}

  static async open(): Promise<IndexedDbAnswerShelf> {
    const database = await openDB<KeptAnswersSchema>(KEPT_ANSWERS_DATABASE, 1, {
      upgrade(created) {
        const answers = created.createObjectStore('answers', { keyPath: ['account', 'request'] });
        answers.createIndex('byAccount', 'account');
        answers.createIndex('byAccountAndAge', ['account', 'readAt']);
      },
    });
    return new IndexedDbAnswerShelf(database);
  }

  async put(account: string, request: string, kept: KeptAnswer): Promise<void> {
    await this.database.put('answers', { account, request, ...kept });
  }

  async get(account: string, request: string): Promise<KeptAnswer | undefined> {
    const record = await this.database.get('answers', [account, request]);
    return record && { answer: record.answer, readAt: record.readAt };
  }

  async trim(account: string, most: number): Promise<void> {
    const transaction = this.database.transaction('answers', 'readwrite');
    const byAge = transaction.store.index('byAccountAndAge');
    const excess = (await byAge.count(IDBKeyRange.bound([account, -Infinity], [account, Infinity]))) - most;
    // Oldest first: the index orders an account's answers by when they were read.
    let cursor = excess > 0 ? await byAge.openCursor(IDBKeyRange.bound([account, -Infinity], [account, Infinity])) : null;
    for (let dropped = 0; cursor && dropped < excess; dropped += 1) {
      await cursor.delete();
      cursor = await cursor.continue();
    }
    await transaction.done;
  }

  async forget(account: string): Promise<void> {
    const transaction = this.database.transaction('answers', 'readwrite');
    let cursor = await transaction.store.index('byAccount').openCursor(IDBKeyRange.only(account));
    while (cursor) {
      await cursor.delete();
      cursor = await cursor.continue();
    }
    await transaction.done;
  }
}
