/**
 * Names of things several screens' modules show, kept here so one thing has one name everywhere
 * (a doctor's workplace was 'Nơi công tác' at the counter and 'Cơ sở khám chữa bệnh' on the
 * doctor's record). The modules reuse these rather than repeat the words.
 */
export const terms = {
  /** Where a doctor works, and the facility a prescription comes from (prefilled from it). */
  facility: 'Cơ sở khám chữa bệnh',
} as const;
