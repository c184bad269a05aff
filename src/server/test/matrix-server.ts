import { FakeStripe } from './fake-stripe';
import { TestIdp } from './test-idp';
import { startTestServer } from './test-server';

/**
 * A server on which every endpoint of the authorization matrix has a caller it serves: both ways of signing in (an
 * OIDC provider and the dev sign-in), and Stripe, so its webhook has one too. `close` stops all three.
 */
export async function startMatrixServer(clientId: string) {
  const idp = await new TestIdp().start();
  const stripe = await new FakeStripe().start();
  const server = await startTestServer({
    auth: { oidc: { issuer: idp.issuer, clientId, clientSecret: 'secret' }, devSignIn: true },
    deps: { payments: { stripe: stripe.settings(), devCheckout: true } },
  });
  const close = async () => {
    await server.close();
    await idp.stop();
    await stripe.stop();
  };
  return { server, idp, stripe, close };
}
