import { z } from 'zod/mini';
import { keepSafeUrls, type Checked } from '../shared/validators/api-link';

const MenuCategory = z.object({
  title: z.string(),
  url: z.string(),
  description: z.optional(z.string()),
  productType: z.optional(z.string()),
  icon: z.optional(z.string()),
});
type MenuCategory = z.infer<typeof MenuCategory>;

/** A header menu item (§3): title, url, icon, color, seoDescription, categories, preloadBundle. */
export const MenuItem = z.object({
  title: z.string().check(z.minLength(1)),
  url: z.string(),
  icon: z.optional(z.string()),
  color: z.optional(z.string()),
  seoDescription: z.optional(z.string()),
  categories: z.optional(z.array(MenuCategory)),
  preloadBundle: z.optional(z.string()),
});
export type MenuItem = z.infer<typeof MenuItem>;

export const Menu = z.array(MenuItem);
export type Menu = z.infer<typeof Menu>;

/**
 * What a menu category's button says: a comparator (/Comparar/…) is compared ('Comparar Isapres'); any
 * other page, such as a listing of companies (/Isapres, /EPS), is seen ('Ver Isapres abiertas').
 */
export function menuCategoryAction(url: string): 'header.compareTitle' | 'header.seeTitle' {
  return /^\/Comparar(\/|$|\?)/.test(url) ? 'header.compareTitle' : 'header.seeTitle';
}

/** The menu with every unsafe url left out (an item whose url is unsafe is dropped, its categories too). */
export function safeMenu(menu: Menu): Checked<Menu> {
  const items = keepSafeUrls(menu, 'menu');
  const lost = [...items.dropped];
  const value = items.value.map((item) => {
    if (item.categories === undefined) return item;
    const categories = keepSafeUrls(item.categories, 'menu.categories');
    lost.push(...categories.dropped);
    return categories.dropped.length === 0 ? item : { ...item, categories: categories.value };
  });
  return { value, dropped: lost };
}
