/** Reading rules shared by the API and the viewer (SPEC 2 "PDF viewer": search inside the book). */

/** Fewest characters a search inside a book needs (after trimming); shorter queries are refused with 400. */
export const READING_SEARCH_MIN_CHARS = 2;
