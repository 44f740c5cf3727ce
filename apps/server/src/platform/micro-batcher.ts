/**
 * Groups work that arrives while earlier work is running into one call (decision 0030), as
 * TigerBeetle batches transfers: an item submitted while fewer than `maxInFlight` calls run goes out
 * at once (no added wait when the server is quiet); items submitted meanwhile queue and leave
 * together, up to `maxItems` per call, as soon as a call finishes. Under load each call carries many
 * items, so many items share one database round trip and one commit.
 *
 * `run` gets the items of one call and returns one result per item, in order. When `run` throws,
 * every item of that call is rejected with its error; items of other calls are not affected.
 */
export class MicroBatcher<Item, Result> {
  private readonly queue: { item: Item; resolve: (result: Result) => void; reject: (error: unknown) => void }[] = [];
  private inFlight = 0;

  constructor(
    private readonly run: (items: Item[]) => Promise<Result[]>,
    private readonly options: { maxItems: number; maxInFlight: number },
  ) {
    if (!(options.maxItems >= 1 && options.maxInFlight >= 1))
      throw new Error('a batcher needs maxItems and maxInFlight ≥ 1');
  }

  /** Submits one item; resolves with its own result once its call has finished. */
  submit(item: Item): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.flush();
    });
  }

  private flush(): void {
    while (this.inFlight < this.options.maxInFlight && this.queue.length > 0) {
      const batch = this.queue.splice(0, this.options.maxItems);
      this.inFlight += 1;
      this.run(batch.map((entry) => entry.item))
        .then((results) => {
          if (results.length !== batch.length)
            throw new Error(`a batch of ${batch.length} items returned ${results.length} results`);
          batch.forEach((entry, index) => entry.resolve(results[index] as Result));
        })
        .catch((error: unknown) => {
          for (const entry of batch) entry.reject(error);
        })
        .finally(() => {
          this.inFlight -= 1;
          this.flush();
        });
    }
  }
}
