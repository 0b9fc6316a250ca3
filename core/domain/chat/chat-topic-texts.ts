/** The chat's topics (§2 numbers them 0 to 4), also the contact form's 'otro'. */
export const CHAT_TOPIC_TEXTS = {
  '0': 'Seguros de salud',
  '1': 'Planes complementarios EPS',
  '2': 'Seguros para empresas',
  '3': 'Mi EPS',
  '4': 'Otra consulta',
} as const;
