import { CALLBACK, MemoryOAuthProvider } from '../../src/server/test/memory-oauth-provider';

/** Where the test's assistant listens for the person's answer: the test catches the browser going there. */
export const ASSISTANT_CALLBACK = CALLBACK;

/**
 * An assistant's side of OAuth, for the official MCP SDK client's `auth()`: it registers itself under its name,
 * remembers its tokens and PKCE verifier, and records where it would open the person's browser.
 */
export class AssistantOAuth extends MemoryOAuthProvider {
  constructor(name: string) {
    super({ client_name: name });
  }
  override state() {
    return 'e2e-state';
  }
}
