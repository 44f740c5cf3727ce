import type { Language } from '@tessera/contract';

/** One label in every product language (en-AU reads English). */
export type Labels = Readonly<Record<Language, string>>;

/** Labels in the order en, es, pt, ro, ru, ua: keeps the content files one line per language. */
export function labels(en: string, es: string, pt: string, ro: string, ru: string, ua: string): Labels {
  return { en, es, pt, ro, ru, ua };
}

/** A dictionary entry as stored: its stable id and its labels. */
export interface LabelledEntry {
  readonly id: number;
  readonly labels: Labels;
}

/** Builds an entry (short, so content files read as tables). */
export function entry(id: number, entryLabels: Labels): LabelledEntry {
  return { id, labels: entryLabels };
}
