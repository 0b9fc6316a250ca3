/** Pet insurance product types: the profile lists pets, not people, and the form asks breed and age. */
const PET_PRODUCT_TYPES: readonly string[] = ['PET_INSURANCE_CO', 'SEGURO_MASCOTAS'];

export const isPetProductType = (productType: string): boolean => PET_PRODUCT_TYPES.includes(productType);
