/** How many favourites one account keeps; a guest's list (localStorage) keeps as many. */
export const MAX_FAVOURITES = 200;
/** How many ids one merge (a guest's list brought into the account at login) may carry. */
export const MAX_FAVOURITES_MERGE = MAX_FAVOURITES;
