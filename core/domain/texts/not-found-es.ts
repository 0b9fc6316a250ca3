/** The es texts of the 404 page, which come with its code. */
export const NOT_FOUND_ES = {
  notFound: {
    title: 'No encontramos esta página',
    description: 'Es posible que el enlace esté roto o que la página haya cambiado de dirección.',
    contact: 'Si necesitas ayuda, escríbenos a',
    home: 'Volver al Home',
    contactButton: 'Contáctanos',
  },
} as const;
