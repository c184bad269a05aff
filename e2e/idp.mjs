// A local OpenID Connect provider for the end-to-end tests (oauth2-mock-server): the browser is sent here by
// "Continue with Google" and comes straight back to /auth/callback with a code, as a signed-in Google user would.
import { OAuth2Server } from 'oauth2-mock-server';

const port = Number(process.env.IDP_PORT ?? 3108);
const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');
server.service.on('beforeTokenSigning', (token) => {
  Object.assign(token.payload, {
    sub: 'e2e-google-user',
    email: 'kenji.watanabe@example.test',
    email_verified: true,
    name: 'Kenji Watanabe',
  });
});
// Named by its address, as Kenja's OIDC_ISSUER is (the mock would otherwise call itself "localhost").
server.issuer.url = `http://127.0.0.1:${port}`;
await server.start(port, '127.0.0.1');
console.log(`Test OpenID provider at ${server.issuer.url}`);
const stop = () => server.stop().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
