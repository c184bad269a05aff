/** What the answer service needs from a language model, whichever provider serves it. */
export interface ModelRequest {
  model: string;
  system: string;
  user: string;
  maxTokens: number;
}

export interface ModelReply {
  text: string;
  inputTokens: number;
  outputTokens: number;
}

export interface ModelCallOptions {
  /** Called with each piece of text as it is generated; without it the reply comes whole. */
  onText?: (text: string) => void;
  /** Ends the call (the asker went away). */
  signal?: AbortSignal;
}

export interface LanguageModel {
  /** The models a caller may choose; the first is the default. */
  readonly models: readonly string[];
  generate(request: ModelRequest, options?: ModelCallOptions): Promise<ModelReply>;
}
