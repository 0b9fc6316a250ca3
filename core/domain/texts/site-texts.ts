/** Texts the visitor reads that the specification fixes or that several screens share (es-CO). */

/** The contact address of the 404 page and the server-error panel ({email} in §2 and §8). */
export const CONTACT_EMAIL = 'contacto@queseguro.co';
