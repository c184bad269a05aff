import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SessionResponse } from '../../../common/contracts/auth';
import type { AuthorizationPrompt, OAuthClient } from '../../../common/contracts/oauth';
import { axeViolations } from '../../test/axe';
import { apiError, json, type ApiHandlers } from '../../test/fake-api';
import { renderAppWithApi } from '../../test/render';
import { signedIn, signedOut } from '../../test/sessions';
import { expectLink } from '../../test/expectations';

/** What ChatGPT sends the browser to /oauth/authorize with. */
const REQUEST = {
  client_id: 'https://chatgpt.com/oauth/kenja/client.json',
  redirect_uri: 'https://chatgpt.com/connector_platform_oauth_redirect',
  response_type: 'code',
  code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
  code_challenge_method: 'S256',
  state: 'st4te',
  scope: 'packs:read packs:ask',
  resource: 'http://kenja.test/mcp',
};
const QUERY = `?${new URLSearchParams(REQUEST)}`;
const AUTHORIZE = `/us/en/oauth/authorize${QUERY}`;

const PACK_A = { id: '0b6f1d2e-5a47-4c1e-9a57-0c3f2f6d9a01', title: 'Sourdough Basics' };
const PACK_B = { id: '0b6f1d2e-5a47-4c1e-9a57-0c3f2f6d9a02', title: 'Tax Law for Freelancers' };
const readable = (packs: { id: string; title: string }[]) => ({
  packs: packs.map((pack) => ({
    ...pack,
    language: 'en',
    document_count: 1,
    edition: null,
    access: 'purchased',
  })),
});

function consentPrompt(client: Partial<OAuthClient> = {}): AuthorizationPrompt {
  return {
    kind: 'consent',
    client: {
      client_id: REQUEST.client_id,
      name: 'ChatGPT',
      domain: 'chatgpt.com',
      verified: true,
      ...client,
    },
    scopes: ['packs:read', 'packs:ask'],
    redirect_host: 'chatgpt.com',
  };
}

/** The browser leaving for another site: jsdom cannot, so where it was sent is recorded instead. */
function watchLeaving() {
  const leaving = { assign: vi.fn<(url: string) => void>(), replace: vi.fn<(url: string) => void>() };
  const { href, origin, protocol, host, hostname, port, pathname, search, hash } = window.location;
  vi.stubGlobal('location', {
    href,
    origin,
    protocol,
    host,
    hostname,
    port,
    pathname,
    search,
    hash,
    ...leaving,
  });
  return leaving;
}

/**
 * The consent page at `path` for a person in `session`, the server answering the request with `prompt` and the
 * consent with `redirect_to` (or `consent`); the query each GET of the prompt carried is kept.
 */
function renderConsent(
  path: string,
  session: SessionResponse,
  prompt: () => Response | Promise<Response>,
  more: ApiHandlers = {},
) {
  const asked: Record<string, string>[] = [];
  const leaving = watchLeaving();
  const rendered = renderAppWithApi(path, {
    'GET /api/auth/session': () => json(session),
    'GET /api/oauth/authorization': (_body, url) => {
      asked.push(Object.fromEntries(url.searchParams));
      return prompt();
    },
    'GET /api/me/packs': () => json(readable([PACK_A, PACK_B])),
    'POST /api/oauth/consent': () => json({ redirect_to: 'https://chatgpt.com/cb?code=c0de&state=st4te' }),
    ...more,
  });
  return { ...rendered, asked, leaving, main: () => screen.getByRole('main') };
}

describe('the consent page, before anyone is asked', () => {
  it('shows the card’s shape while the request is checked', async () => {
    renderConsent(AUTHORIZE, signedIn(), () => new Promise<Response>(() => {}));
    expect(await screen.findByText('Checking the connection request...')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Connect an assistant · Kenja'));
  });

  it('says why a request cannot be used, in the server’s words, and leads home', async () => {
    const { asked, leaving } = renderConsent(AUTHORIZE, signedOut(), () =>
      apiError(
        400,
        'validation',
        "https://evil.example/cb is not one of ChatGPT's registered return addresses",
      ),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: "This connection request can't be used" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/asked in a way Kenja cannot accept/)).toBeInTheDocument();
    expect(
      screen.getByText("Reason: https://evil.example/cb is not one of ChatGPT's registered return addresses"),
    ).toBeInTheDocument();
    expectLink('Return to homepage', '/us/en');
    await waitFor(() => expect(document.title).toBe("This connection request can't be used · Kenja"));
    // The request went to the server as the assistant sent it.
    expect(asked).toEqual([REQUEST]);
    expect(leaving.replace).not.toHaveBeenCalled();
  });

  it('offers the way back when the assistant must hear what was wrong, without leaving on its own', async () => {
    const back = 'https://chatgpt.com/cb?error=invalid_scope&state=st4te&iss=http%3A%2F%2Fkenja.test';
    const { leaving } = renderConsent(AUTHORIZE, signedOut(), () =>
      json({ kind: 'redirect', redirect_to: back }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: "The assistant's request can't be completed" }),
    ).toBeInTheDocument();
    expectLink('Return to chatgpt.com', back);
    expect(leaving.replace).not.toHaveBeenCalled();
    expect(leaving.assign).not.toHaveBeenCalled();
  });

  it('names the address to connect to when the assistant asked for Kenja at another, and says the reason', async () => {
    const back =
      'https://chatgpt.com/cb?error=invalid_target&error_description=Use+the+other+address&state=st4te';
    renderConsent(AUTHORIZE, signedOut(), () => json({ kind: 'redirect', redirect_to: back }));
    expect(
      await screen.findByText(
        `This assistant asked for Kenja at another address. Connect it to ${window.location.origin}/mcp instead (the address this Kenja's PUBLIC_URL setting gives); going back tells it what was wrong.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Reason: Use the other address')).toBeInTheDocument();
  });
});

describe('the consent page, signed out', () => {
  it('says who asks and signs in, coming back to this very request', async () => {
    const { user, api, main } = renderConsent(
      AUTHORIZE,
      signedOut({ google: true }),
      () => json(consentPrompt()),
      { 'POST /api/auth/google/start': () => json({ url: 'https://accounts.google.test/auth' }) },
    );
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'ChatGPT wants to connect to your Kenja account',
      }),
    ).toBeInTheDocument();
    expect(within(main()).getByText('From chatgpt.com')).toBeInTheDocument();
    await user.click(within(main()).getByRole('button', { name: 'Sign In' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/auth/google/start').map((call) => call.body)).toEqual([
        { returnTo: AUTHORIZE },
      ]),
    );
    expect(api.callsTo('POST /api/oauth/consent')).toEqual([]);
  });
});

describe('the consent page, signed in', () => {
  const person = () => signedIn({ full_name: 'Aiko Tanaka', email: 'aiko@example.test' });

  it('asks plainly, and Allow lets the assistant use every pack', async () => {
    const { user, api, leaving, main } = renderConsent(AUTHORIZE, person(), () => json(consentPrompt()));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Connect ChatGPT to Kenja' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Connect ChatGPT to Kenja · Kenja'));
    const card = main();
    expect(within(card).getByText('From chatgpt.com')).toBeInTheDocument();
    expect(within(card).queryByText('Unverified')).not.toBeInTheDocument();
    expect(within(card).getByRole('heading', { level: 2, name: 'It will be able to:' })).toBeInTheDocument();
    expect(within(card).getByRole('list').textContent).toBe(
      'Search and read the packs you share with it' +
        'Ask the packs you share with it questions, which may use query credits',
    );
    expect(within(card).getByText('aiko@example.test')).toBeInTheDocument();
    expect(within(card).getByRole('radio', { name: 'All packs you can read, now and later' })).toBeChecked();
    expect(within(card).getByText("You'll return to chatgpt.com.")).toBeInTheDocument();
    expect(await axeViolations(card)).toEqual([]);

    await user.click(within(card).getByRole('button', { name: 'Allow' }));
    await waitFor(() =>
      expect(leaving.assign).toHaveBeenCalledWith('https://chatgpt.com/cb?code=c0de&state=st4te'),
    );
    const [sent] = api.callsTo('POST /api/oauth/consent');
    expect(sent?.body).toEqual({ request: REQUEST, decision: 'allow', pack_ids: null });
    expect(sent?.csrf).toMatch(/^csrf-/);
    // On its way back: no second answer.
    expect(within(card).getByRole('button', { name: 'Allow' })).toBeDisabled();
    expect(within(card).getByRole('button', { name: 'Deny' })).toBeDisabled();
  });

  it('limits an unverified assistant to the packs chosen, at least one', async () => {
    const domain = 'a-very-long-subdomain-of-an-assistant-that-registered-itself.tools.example';
    const { user, api, leaving, main } = renderConsent(AUTHORIZE, person(), () =>
      json(consentPrompt({ name: 'Helpful Tool', domain, verified: false })),
    );
    await screen.findByRole('heading', { level: 1, name: 'Connect Helpful Tool to Kenja' });
    const card = main();
    expect(within(card).getByText('Unverified')).toBeInTheDocument();
    expect(
      within(card).getByText(/This assistant registered itself: Kenja cannot confirm its name\./),
    ).toBeInTheDocument();
    expect(within(card).getByText(`From ${domain}`)).toBeInTheDocument();

    await user.click(within(card).getByRole('radio', { name: 'Only the packs I choose' }));
    const packs = within(card).getByRole('group', { name: 'Packs to share' });
    await within(packs).findByRole('checkbox', { name: PACK_A.title });
    await user.click(within(card).getByRole('button', { name: 'Allow' }));
    expect(within(card).getByRole('alert')).toHaveTextContent('Choose at least one pack.');
    expect(api.callsTo('POST /api/oauth/consent')).toEqual([]);

    await user.click(within(packs).getByRole('checkbox', { name: PACK_B.title }));
    await user.click(within(card).getByRole('button', { name: 'Allow' }));
    await waitFor(() => expect(leaving.assign).toHaveBeenCalled());
    expect(api.callsTo('POST /api/oauth/consent').map((call) => call.body)).toEqual([
      { request: REQUEST, decision: 'allow', pack_ids: [PACK_B.id] },
    ]);
  });

  it('Deny sends the refusal back to the assistant', async () => {
    const refused = 'https://chatgpt.com/cb?error=access_denied&state=st4te';
    const { user, api, leaving, main } = renderConsent(AUTHORIZE, person(), () => json(consentPrompt()), {
      'POST /api/oauth/consent': () => json({ redirect_to: refused }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Connect ChatGPT to Kenja' });
    await user.click(within(main()).getByRole('button', { name: 'Deny' }));
    await waitFor(() => expect(leaving.assign).toHaveBeenCalledWith(refused));
    expect(api.callsTo('POST /api/oauth/consent').map((call) => call.body)).toEqual([
      { request: REQUEST, decision: 'deny', pack_ids: null },
    ]);
  });

  it('says why an answer was refused, and lets the person answer again', async () => {
    const { user, leaving, main } = renderConsent(AUTHORIZE, person(), () => json(consentPrompt()), {
      'POST /api/oauth/consent': () => apiError(403, 'forbidden', 'You cannot read one of these packs'),
    });
    await screen.findByRole('heading', { level: 1, name: 'Connect ChatGPT to Kenja' });
    await user.click(within(main()).getByRole('button', { name: 'Allow' }));
    expect(await within(main()).findByRole('alert')).toHaveTextContent(
      'Your answer could not be sent. You do not have access to this.',
    );
    expect(within(main()).getByRole('alert')).toHaveTextContent('You cannot read one of these packs');
    expect(within(main()).getByRole('button', { name: 'Allow' })).toBeEnabled();
    expect(leaving.assign).not.toHaveBeenCalled();
  });
});

describe('the consent page in Japanese', () => {
  it('continues in Japanese for a visitor who uses it, and allows without packs to read', async () => {
    window.localStorage.setItem('kenja.language', 'ja');
    const { user, api, router, asked, main } = renderConsent(
      `/oauth/authorize${QUERY}`,
      signedIn({ full_name: '田中 愛子' }),
      () => json(consentPrompt({ name: 'Claude', domain: 'claude.ai' })),
      { 'GET /api/me/packs': () => json(readable([])) },
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/jp/ja/oauth/authorize'));
    expect(router.state.location.search).toBe(QUERY);
    expect(await screen.findByRole('heading', { level: 1, name: 'ClaudeをKenjaに接続' })).toBeInTheDocument();
    expect(within(main()).getByText('提供元：claude.ai')).toBeInTheDocument();
    expect(
      await within(main()).findByText(
        '読めるパックはまだありません。今後入手したパックを使えるようになります。',
      ),
    ).toBeInTheDocument();
    expect(within(main()).queryByRole('radio')).not.toBeInTheDocument();
    await user.click(within(main()).getByRole('button', { name: '許可する' }));
    await waitFor(() => expect(api.callsTo('POST /api/oauth/consent')).toHaveLength(1));
    expect(api.callsTo('POST /api/oauth/consent')[0]?.body).toMatchObject({
      decision: 'allow',
      pack_ids: null,
    });
    expect(asked.at(-1)).toEqual(REQUEST);
    expect(window.localStorage.getItem('kenja.language')).toBe('ja');
  });
});

describe('the consent page, on what the assistant may spend', () => {
  const person = () => signedIn({ full_name: 'Aiko Tanaka' });

  it('leaves it unable to buy unless the person says otherwise, and sends the budget they set', async () => {
    const { user, api, leaving, main } = renderConsent(AUTHORIZE, person(), () => json(consentPrompt()));
    await screen.findByRole('heading', { level: 1, name: 'Connect ChatGPT to Kenja' });
    const purchases = within(main()).getByRole('group', { name: 'Purchases' });
    expect(purchases).toHaveTextContent("This assistant can't buy anything.");
    expect(within(purchases).queryByLabelText('Monthly limit (USD)')).not.toBeInTheDocument();

    await user.click(within(purchases).getByRole('checkbox', { name: /Let it buy packs and query credits/ }));
    expect(purchases).not.toHaveTextContent("This assistant can't buy anything.");
    await user.type(within(purchases).getByLabelText('Monthly limit (USD)'), '20');
    await user.type(within(purchases).getByLabelText('Limit per purchase (USD)'), '4.99');
    expect(within(purchases).getByRole('radio', { name: 'Ask me every time' })).toBeChecked();
    await user.click(within(purchases).getByRole('radio', { name: 'Buy on its own under an amount' }));
    await user.type(within(purchases).getByLabelText('Buy on its own under (USD)'), '2');
    expect(
      within(purchases).getByRole('checkbox', { name: 'Ask before the first purchase of each pack' }),
    ).toBeChecked();
    expect(await axeViolations(main())).toEqual([]);

    await user.click(within(main()).getByRole('button', { name: 'Allow' }));
    await waitFor(() => expect(leaving.assign).toHaveBeenCalled());
    expect(api.callsTo('POST /api/oauth/consent').map((call) => call.body)).toEqual([
      {
        request: REQUEST,
        decision: 'allow',
        pack_ids: null,
        budget: {
          may_buy: true,
          monthly_limit_cents: 2000,
          per_purchase_limit_cents: 499,
          auto_buy_under_cents: 200,
          confirm_first_purchase: true,
        },
      },
    ]);
  });

  it('refuses a limit per purchase above the monthly one, and sends nothing until it is put right', async () => {
    const { user, api, leaving, main } = renderConsent(AUTHORIZE, person(), () => json(consentPrompt()));
    await screen.findByRole('heading', { level: 1, name: 'Connect ChatGPT to Kenja' });
    const purchases = within(main()).getByRole('group', { name: 'Purchases' });
    await user.click(within(purchases).getByRole('checkbox', { name: /Let it buy/ }));
    await user.type(within(purchases).getByLabelText('Monthly limit (USD)'), '5');
    await user.type(within(purchases).getByLabelText('Limit per purchase (USD)'), '10');
    await user.click(within(main()).getByRole('button', { name: 'Allow' }));

    const perPurchase = within(purchases).getByLabelText('Limit per purchase (USD)');
    expect(await within(purchases).findByRole('alert')).toHaveTextContent(
      'The limit per purchase cannot be more than the monthly limit.',
    );
    expect(perPurchase).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/oauth/consent')).toEqual([]);
    expect(await axeViolations(main())).toEqual([]);

    await user.clear(perPurchase);
    await user.type(perPurchase, '5');
    await user.click(within(main()).getByRole('button', { name: 'Allow' }));
    await waitFor(() => expect(leaving.assign).toHaveBeenCalled());
    expect(api.callsTo('POST /api/oauth/consent')[0]?.body).toMatchObject({
      budget: { monthly_limit_cents: 500, per_purchase_limit_cents: 500, auto_buy_under_cents: null },
    });
  });

  it('sends no budget when the person let it buy and then changed their mind', async () => {
    const { user, api, leaving, main } = renderConsent(AUTHORIZE, person(), () => json(consentPrompt()));
    await screen.findByRole('heading', { level: 1, name: 'Connect ChatGPT to Kenja' });
    const box = within(main()).getByRole('checkbox', { name: /Let it buy/ });
    await user.click(box);
    await user.type(within(main()).getByLabelText('Monthly limit (USD)'), '99');
    await user.click(box);
    await user.click(within(main()).getByRole('button', { name: 'Allow' }));
    await waitFor(() => expect(leaving.assign).toHaveBeenCalled());
    expect(api.callsTo('POST /api/oauth/consent')[0]?.body).toEqual({
      request: REQUEST,
      decision: 'allow',
      pack_ids: null,
    });
  });

  it('asks in Japanese on Japanese pages, the refusal too', async () => {
    const { user, api, main } = renderConsent(`/jp/ja/oauth/authorize${QUERY}`, person(), () =>
      json(consentPrompt({ name: 'Claude', domain: 'claude.ai' })),
    );
    await screen.findByRole('heading', { level: 1, name: 'ClaudeをKenjaに接続' });
    const purchases = within(main()).getByRole('group', { name: '購入' });
    expect(purchases).toHaveTextContent('このアシスタントは何も購入できません。');
    await user.click(within(purchases).getByRole('checkbox', { name: /購入を許可する/ }));
    await user.type(within(purchases).getByLabelText('月の上限（USD）'), '3');
    await user.type(within(purchases).getByLabelText('1回あたりの上限（USD）'), '4');
    await user.click(within(main()).getByRole('button', { name: '許可する' }));
    expect(await within(purchases).findByRole('alert')).toHaveTextContent(
      '1回あたりの上限は、月の上限を超えて設定できません。',
    );
    expect(within(purchases).getByRole('radio', { name: '毎回確認する' })).toBeChecked();
    expect(api.callsTo('POST /api/oauth/consent')).toEqual([]);
  });
});
