/** Character classes for telling Japanese from other text; `scx` also covers marks shared by the scripts (ー, 。). */
export const JAPANESE_CHARACTER = /[\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Han}]/u;

export function isJapaneseCharacter(character: string | undefined): boolean {
  return character !== undefined && JAPANESE_CHARACTER.test(character);
}
