export declare const MAX_SUBJECT: number;
/** What is wrong with a commit message, one sentence each; empty when it reads well. */
export declare function commitMessageProblems(message: string): string[];
