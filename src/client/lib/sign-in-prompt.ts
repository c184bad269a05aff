import { createContext, useContext } from 'react';
import type { Role } from '../../common/roles';

export interface SignInPromptOptions {
  /**
   * Where to go once signed in, by the role the person turns out to have (a new person is a `user`); without it
   * they stay on the page they are on.
   */
  destination?: (role: Role) => string;
}

export type OpenSignIn = (options?: SignInPromptOptions) => void;

/** Opens the one sign-in modal of the shell from anywhere: the header's Sign In, or a page's call to action. */
export const SignInPromptContext = createContext<OpenSignIn | null>(null);

export function useSignInPrompt(): OpenSignIn {
  const open = useContext(SignInPromptContext);
  if (!open) throw new Error('useSignInPrompt needs the SignInPromptProvider of the shell');
  return open;
}
