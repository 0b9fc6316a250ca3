import { z } from 'zod/mini';

/** Plan detail content: features, FAQ, descriptions, exclusions, top amounts and deductibles, documents. */
export const Feature = z.object({
  id: z.number().check(z.int()),
  name: z.string().check(z.minLength(1)),
  icon: z.string(),
  description: z.optional(z.string()),
});
export type Feature = z.infer<typeof Feature>;
export const FeatureList = z.array(Feature);

export const Faq = z.object({ question: z.string().check(z.minLength(1)), answer: z.string() });
export type Faq = z.infer<typeof Faq>;
export const FaqList = z.array(Faq);

export const Description = z.object({ title: z.string().check(z.minLength(1)), content: z.string() });
export type Description = z.infer<typeof Description>;
export const DescriptionList = z.array(Description);

export const Exclusion = z.object({
  name: z.string().check(z.minLength(1)),
  description: z.optional(z.string()),
});
export type Exclusion = z.infer<typeof Exclusion>;
export const ExclusionList = z.array(Exclusion);

const Money = z.object({ amount: z.number().check(z.nonnegative()), currency: z.string() });

/** Top amounts (agreement, free choice, foreign) and deductibles (amount, currency, mode, qualifying persons). */
export const TopAmountsAndDeductibles = z.object({
  topAmounts: z.object({
    agreement: z.nullable(Money),
    freeChoice: z.nullable(Money),
    foreign: z.nullable(Money),
  }),
  deductibles: z.array(
    z.extend(Money, {
      name: z.string(),
      mode: z.string(),
      qualifyingPersons: z.optional(z.string()),
    }),
  ),
});
export type TopAmountsAndDeductibles = z.infer<typeof TopAmountsAndDeductibles>;

/** GET api/documents/insurance/{id}: the plan's condition PDFs. */
export const PlanDocument = z.object({
  id: z.number().check(z.int()),
  name: z.string().check(z.minLength(1)),
  url: z.string().check(z.minLength(1)),
  mimeType: z.literal('application/pdf'),
});
export type PlanDocument = z.infer<typeof PlanDocument>;
export const PlanDocumentList = z.array(PlanDocument);
