/** Scores are out of 10 and shown as stars out of 5 (§3, §9). */
const STAR_SCORE_MAX = 5;

/** Star score: score/2 rounded to one decimal, at most 5; a missing or negative score is 0. */
export function starScore(score: number | null | undefined): number {
  if (score == null || !Number.isFinite(score) || score <= 0) return 0;
  return Math.min(STAR_SCORE_MAX, Math.round((score / 2) * 10) / 10);
}
