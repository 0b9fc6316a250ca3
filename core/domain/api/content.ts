import { z } from 'zod';

/** Plan detail content: features, FAQ, descriptions, exclusions, top amounts and deductibles, documents. */
export const Feature = z.object({
  id: z.number().int(),
  name: z.string().min(1),
  icon: z.string(),
  description: z.string().optional(),
});
export type Feature = z.infer<typeof Feature>;
export const FeatureList = z.array(Feature);

export const Faq = z.object({ question: z.string().min(1), answer: z.string() });
export type Faq = z.infer<typeof Faq>;
export const FaqList = z.array(Faq);

export const Description = z.object({ title: z.string().min(1), content: z.string() });
export type Description = z.infer<typeof Description>;
export const DescriptionList = z.array(Description);

export const Exclusion = z.object({ name: z.string().min(1), description: z.string().optional() });
export type Exclusion = z.infer<typeof Exclusion>;
export const ExclusionList = z.array(Exclusion);

const Money = z.object({ amount: z.number().nonnegative(), currency: z.string() });

/** Top amounts (agreement, free choice, foreign) and deductibles (amount, currency, mode, qualifying persons). */
export const TopAmountsAndDeductibles = z.object({
  topAmounts: z.object({
    agreement: Money.nullable(),
    freeChoice: Money.nullable(),
    foreign: Money.nullable(),
  }),
  deductibles: z.array(
    Money.extend({
      name: z.string(),
      mode: z.string(),
      qualifyingPersons: z.string().optional(),
    }),
  ),
});
export type TopAmountsAndDeductibles = z.infer<typeof TopAmountsAndDeductibles>;

/** GET api/documents/insurance/{id}: the plan's condition PDFs. */
export const PlanDocument = z.object({
  id: z.number().int(),
  name: z.string().min(1),
  url: z.string().min(1),
  mimeType: z.literal('application/pdf'),
});
export type PlanDocument = z.infer<typeof PlanDocument>;
export const PlanDocumentList = z.array(PlanDocument);
