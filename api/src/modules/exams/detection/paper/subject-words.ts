/**
 * The subject of a block of questions from its words, for papers that print no subject headings (JEE
 * Main's re-typeset papers, JEE Advanced's parts that start at "SECTION 1"): the subject whose common
 * terms occur most, or null when none stands out.
 */

const TERMS: Record<string, RegExp> = {
  Physics:
    /\b(velocity|acceleration|force|mass|momentum|current|voltage|resistance|capacitor|magnetic|electric|field|charge|wavelength|frequency|lens|mirror|photon|nucleus|torque|friction|gravity|oscillat\w*|pendulum|spring|kinetic|potential|joule|newton|ohm|tesla|m\/s|speed|block|particle)\b/gi,
  Chemistry:
    /\b(reaction|compound|mol|moles?|molar|acid|base|oxidation|reduction|bond|electron\w*|orbital|ion|ions|salt|aqueous|solution|equilibrium|enthalpy|entropy|catalyst|isomer\w*|alkane|alkene|benzene|ester|aldehyde|ketone|amine|ph|titration|element|periodic|hybridi[sz]ation|complex|ligand|oxide|hydrogen|carbon|nitrogen|oxygen)\b/gi,
  Mathematics:
    /\b(function|integral|derivative|matrix|matrices|determinant|probability|ellipse|parabola|hyperbola|circle|equation|roots?|limit|sequence|series|vector|plane|line|tangent|polynomial|real|integer|sum|area|triangle|differentiable|continuous|domain|range|sets?)\b/gi,
  Biology:
    /\b(cell|cells|plant|plants|species|dna|rna|gene|genes|enzyme|hormone|protein|tissue|organism|chromosome|photosynthesis|respiration|mitosis|meiosis|bacteria|virus|blood|heart|kidney|leaf|root|flower|pollen|evolution|ecosystem|population)\b/gi,
};

/** The subject of `text` by its terms: one with at least twice the next one's count and 5 or more, else null. */
export function subjectByWords(text: string): string | null {
  const counts = Object.entries(TERMS)
    .map(([subject, re]) => ({ subject, n: text.match(re)?.length ?? 0 }))
    .sort((a, b) => b.n - a.n);
  return counts[0].n >= 5 && counts[0].n >= counts[1].n * 1.5 ? counts[0].subject : null;
}
