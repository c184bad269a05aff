import type { Access, Tag } from '../http/endpoint';

interface ReferenceText {
  title: string;
  intro: string;
  contents: string;
  access: string;
  parameters: string;
  body: string;
  responses: string;
  required: string;
  language: string;
  /** Who may call, per `x-access`. */
  accessLevels: Record<Access, string>;
  tags: Record<Tag, string>;
}

/**
 * The reference page's own words, in both languages; the API's summaries are English, like its field names. Typed,
 * so a new tag or access level without its words in either language fails the typecheck.
 */
export const REFERENCE_TEXT = {
  en: {
    title: 'Kenja API reference',
    intro: 'Generated from the same contracts the server validates with. Machine-readable:',
    contents: 'Contents',
    access: 'Who may call',
    parameters: 'Parameters',
    body: 'Request body',
    responses: 'Responses',
    required: 'required',
    language: '日本語',
    accessLevels: {
      public: 'Anyone',
      session: 'Anyone signed in',
      creator: 'Creators and admins, on packs they manage',
      admin: 'Admins only',
      token: 'An MCP client with an access token (Authorization: Bearer)',
      stripe: 'Stripe, proven by the Stripe-Signature header',
    },
    tags: {
      Account: 'Account and sign-in',
      Packs: 'Packs',
      Documents: 'Documents',
      Search: 'Search',
      Answers: 'Answers',
      Access: 'Access tokens and history',
      OAuth: 'OAuth for assistants',
      MCP: 'MCP',
      Studio: 'Creator studio',
      Selling: 'Selling',
      Orders: 'Orders and payments',
      Teams: 'Teams',
      Reviews: 'Reviews and questions',
      Admin: 'Administration',
      Functions: 'Specification functions',
      Service: 'Service',
    },
  },
  ja: {
    title: 'Kenja API リファレンス',
    intro: 'サーバーが検証に使う契約から生成しています。機械可読な定義:',
    contents: '目次',
    access: '呼び出せる人',
    parameters: 'パラメーター',
    body: 'リクエスト本文',
    responses: 'レスポンス',
    required: '必須',
    language: 'English',
    accessLevels: {
      public: 'どなたでも',
      session: 'ログインしている人',
      creator: 'クリエイターと管理者(自分が管理するパックのみ)',
      admin: '管理者のみ',
      token: 'アクセストークンを持つ MCP クライアント(Authorization: Bearer)',
      stripe: 'Stripe(Stripe-Signature ヘッダーの署名で確認)',
    },
    tags: {
      Account: 'アカウントとログイン',
      Packs: 'パック',
      Documents: 'ドキュメント',
      Search: '検索',
      Answers: '回答',
      Access: 'アクセストークンと履歴',
      OAuth: 'アシスタントの OAuth 接続',
      MCP: 'MCP',
      Studio: 'クリエイタースタジオ',
      Selling: '販売',
      Orders: '注文と支払い',
      Teams: 'チーム',
      Reviews: 'レビューと質問',
      Admin: '管理',
      Functions: '仕様の関数',
      Service: 'サービス',
    },
  },
} as const satisfies Record<'en' | 'ja', ReferenceText>;

export type ReferenceLanguage = keyof typeof REFERENCE_TEXT;
