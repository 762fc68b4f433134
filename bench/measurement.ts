export interface Measurement {
  name: string;
  ms: number;
  /** The measurement fails the benchmark above this. */
  budgetMs: number;
}
