import { z } from 'zod';

/**
 * Question types of the additional-questions dictionary (spec 002 §3 "Dictionaries"): plain form
 * controls, and three the client remaps ({@link remapAdditionalQuestions}).
 */
export const additionalQuestionTypes = [
  'text',
  'textarea',
  'select',
  'radio',
  'anotherAccount',
  'businessAnotherAccount',
  'controlAccount',
] as const;
export type AdditionalQuestionType = (typeof additionalQuestionTypes)[number];

/** Who a set of additional questions is for. */
export const additionalQuestionAudiences = ['personal', 'business'] as const;
export type AdditionalQuestionAudience = (typeof additionalQuestionAudiences)[number];

/** A choice of a select, radio or controlAccount question: the stored value and its label. */
export const questionOptionSchema = z.object({ value: z.string().min(1).max(32), label: z.string().min(1) });
export type QuestionOption = z.infer<typeof questionOptionSchema>;

/**
 * One additional question as the server sends it: a stable numeric id, the answer's key, its type,
 * the label in the requested language, whether an answer is required, and the choices of a select,
 * radio or controlAccount question (values are strings; controlAccount's "2" is "someone else").
 */
export const additionalQuestionSchema = z.object({
  id: z.number().int().positive(),
  key: z.string().regex(/^[a-z][A-Za-z0-9]{0,63}$/),
  type: z.enum(additionalQuestionTypes),
  label: z.string().min(1),
  isRequired: z.boolean(),
  options: z.array(questionOptionSchema).optional(),
});
export type AdditionalQuestion = z.infer<typeof additionalQuestionSchema>;

/** A follow-up field shown under a question when its answer is the follow-up's value. */
export interface FollowUpField {
  /** The answer's key: the question's key with a suffix (`anotherAccountDetails`, `controlAccountName`). */
  readonly key: string;
  readonly kind: 'text' | 'textarea' | 'date';
  readonly label: string;
}

/** An additional question as a form renders it, after {@link remapAdditionalQuestions}. */
export interface AdditionalQuestionField {
  readonly id: number;
  readonly key: string;
  readonly kind: 'text' | 'textarea' | 'select' | 'radio';
  readonly label: string;
  readonly isRequired: boolean;
  readonly options: readonly QuestionOption[];
  /** Fields required when the answer equals `whenValue`, hidden (and not sent) otherwise. */
  readonly followUp?: { readonly whenValue: string; readonly fields: readonly FollowUpField[] };
}

/** The labels the remapping adds, in the form's language (the web takes them from its locale files). */
export interface RemapTexts {
  readonly yes: string;
  readonly no: string;
  /** Label of the textarea under a "yes" to anotherAccount or businessAnotherAccount. */
  readonly otherAccountDetails: string;
  /** Labels of the name and date under controlAccount's value "2". */
  readonly controllerName: string;
  readonly controllerDate: string;
}

/** The controlAccount answer that asks for the other person's name and date (spec 002 §3). */
export const controlAccountOtherPersonValue = '2';

/**
 * Turns the dictionary's questions into form fields (spec 002 §3 "Question types are remapped"):
 * anotherAccount and businessAnotherAccount become a yes/no radio whose "yes" asks for details in a
 * textarea; controlAccount becomes a radio of its own options whose value "2" asks for a name and a
 * date; every other type keeps its control and options. Pure: the order and ids are kept.
 */
export function remapAdditionalQuestions(
  questions: readonly AdditionalQuestion[],
  texts: RemapTexts,
): AdditionalQuestionField[] {
  return questions.map((question): AdditionalQuestionField => {
    const base = { id: question.id, key: question.key, label: question.label, isRequired: question.isRequired };
    switch (question.type) {
      case 'anotherAccount':
      case 'businessAnotherAccount':
        return {
          ...base,
          kind: 'radio',
          options: [
            { value: 'yes', label: texts.yes },
            { value: 'no', label: texts.no },
          ],
          followUp: {
            whenValue: 'yes',
            fields: [{ key: `${question.key}Details`, kind: 'textarea', label: texts.otherAccountDetails }],
          },
        };
      case 'controlAccount':
        return {
          ...base,
          kind: 'radio',
          options: question.options ?? [],
          followUp: {
            whenValue: controlAccountOtherPersonValue,
            fields: [
              { key: `${question.key}Name`, kind: 'text', label: texts.controllerName },
              { key: `${question.key}Date`, kind: 'date', label: texts.controllerDate },
            ],
          },
        };
      default:
        return { ...base, kind: question.type, options: question.options ?? [] };
    }
  });
}
