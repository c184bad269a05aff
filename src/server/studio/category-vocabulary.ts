import type { CategoryId } from '../../common/categories';

/**
 * Words that mark a pack's subject, per category, in English and Japanese: what the extractive suggestions match a
 * pack's key terms against. Run through the search analyser before use, so "recipes" meets "recipe" and 料理 meets
 * the Japanese bigrams the chunks were indexed with.
 */
export const CATEGORY_VOCABULARY: Record<CategoryId, string> = {
  'software-app-development':
    'software app application code coding programming developer frontend backend react javascript typescript python deploy bug testing mobile web ソフトウェア アプリ 開発 プログラミング コード エンジニア',
  'developer-libraries-apis':
    'api apis library libraries sdk endpoint request response authentication package framework integration webhook json rest graphql ライブラリ エンドポイント 認証 パッケージ',
  'business-marketing':
    'business marketing brand customer customers sales campaign funnel growth market strategy advertising seo conversion startup マーケティング ビジネス 顧客 営業 広告 集客 戦略 ブランド',
  'finance-investing':
    'finance investing investment invest portfolio stock stocks bond fund retirement tax budget savings interest dividend asset 投資 資産 株式 税金 家計 貯金 金融 年金',
  'learning-education':
    'learning education study studying student students teacher exam memory lesson school course revision 学習 勉強 教育 試験 記憶 授業 学校',
  'creative-arts-design':
    'design designer art artist drawing painting color colour typography layout illustration creative photography ux ui デザイン アート 絵 色 イラスト 写真 創作',
  'languages-communication':
    'language languages grammar vocabulary speaking writing pronunciation conversation communication english japanese keigo translation 言語 文法 語彙 会話 敬語 英語 日本語 コミュニケーション',
  'career-self-development':
    'career job interview resume promotion productivity habit habits leadership goal goals motivation skills self キャリア 転職 面接 習慣 目標 自己啓発 リーダーシップ',
  'legal-compliance-policy':
    'legal law laws compliance regulation regulations contract gdpr privacy policy rights liability court data protection 法律 法務 規制 契約 個人情報 コンプライアンス 条例',
  'health-wellness':
    'health wellness sleep stress nutrition diet mental exercise wellbeing disease symptoms medical doctor healthy 健康 睡眠 ストレス 栄養 医療 病気 メンタル',
  'sports-fitness-athletics':
    'sports sport fitness training workout strength muscle running athlete athletes exercise conditioning coach game スポーツ トレーニング 筋力 筋肉 運動 選手 ランニング',
  'cooking-culinary-arts':
    'cooking cook recipe recipes ingredient ingredients kitchen bake baking bread dough flour oven dish sauce food meal 料理 レシピ 食材 調理 パン 食事 味',
  'handmade-crafting':
    'handmade craft crafting knitting sewing yarn fabric stitch pattern diy woodworking pottery 手芸 手作り 編み物 裁縫 刺繍 布 工作',
  'gardening-horticulture':
    'garden gardening plant plants soil seed seeds compost flower flowers vegetable grow growing pruning organic 園芸 ガーデニング 植物 土 種 野菜 花 栽培',
  'sustainability-green-living':
    'sustainability sustainable energy solar recycling waste carbon climate emissions insulation efficiency green eco 環境 省エネ エネルギー リサイクル 節電 脱炭素 エコ',
  'lifestyle-leisure':
    'lifestyle leisure travel hobby hobbies home minimalism camping trip holiday relax fashion ライフスタイル 旅行 趣味 暮らし 休日 キャンプ 片付け',
  'pets-animal-care':
    'pet pets dog dogs cat cats puppy animal animals training behavior behaviour veterinary vet leash ペット 犬 猫 動物 しつけ 獣医',
  'academic-research':
    'research academic paper papers study hypothesis experiment data analysis statistics thesis journal citation method science 研究 論文 実験 分析 統計 学術 仮説',
};
