import { z } from 'zod';

export const MenuCategory = z.object({
  title: z.string(),
  url: z.string(),
  description: z.string().optional(),
  productType: z.string().optional(),
  icon: z.string().optional(),
});
export type MenuCategory = z.infer<typeof MenuCategory>;

/** A header menu item (§3): title, url, icon, color, seoDescription, categories, preloadBundle. */
export const MenuItem = z.object({
  title: z.string().min(1),
  url: z.string(),
  icon: z.string().optional(),
  color: z.string().optional(),
  seoDescription: z.string().optional(),
  categories: z.array(MenuCategory).optional(),
  preloadBundle: z.string().optional(),
});
export type MenuItem = z.infer<typeof MenuItem>;

export const Menu = z.array(MenuItem);
export type Menu = z.infer<typeof Menu>;
