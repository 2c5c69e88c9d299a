/** A name's possessive for a person's eyes: "Gusev's", but "Volga Sailors'" for a name ending in s. */
export const possessive = (name: string): string => (/s$/i.test(name) ? `${name}'` : `${name}'s`);
