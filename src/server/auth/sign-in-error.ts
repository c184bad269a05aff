/** A sign-in attempt the provider or its answer refused; the message is safe to show. */
export class SignInError extends Error {
  override name = 'SignInError';
}
