/**
 * Questions for the generated papers: physics, chemistry and biology MCQs with four options and numerical
 * questions without options, some with a Hindi copy (pure Devanagari: the Hindi face has no Latin glyphs)
 * and a worked solution (`sol`, its lines; a line starting `1.`, `2.` is a numbered step).
 */
export interface BankQuestion {
  subject: 'Physics' | 'Chemistry' | 'Biology' | 'Mathematics';
  text: string;
  /** Four options, or none for a numerical question. */
  options?: [string, string, string, string];
  /** The option number (1..4) or, for a numerical question, the value. */
  answer: string;
  hindi?: string;
  sol: string[];
}

const MCQ: BankQuestion[] = [
  {
    subject: 'Physics',
    text: 'A ball is thrown vertically upwards with a speed of 20 m/s. Taking g = 10 m/s², the maximum height reached by the ball is',
    options: ['10 m', '20 m', '30 m', '40 m'],
    answer: '2',
    hindi: 'एक गेंद को ऊर्ध्वाधर ऊपर की ओर फेंका जाता है। गेंद द्वारा प्राप्त अधिकतम ऊँचाई ज्ञात कीजिए।',
    sol: ['At the highest point the speed is zero, so v² = u² - 2gh.', 'h = u²/2g = 400/20 = 20 m.'],
  },
  {
    subject: 'Physics',
    text: 'Two resistors of 4 ohm and 12 ohm are connected in parallel across a 6 V battery of negligible internal resistance. The current drawn from the battery is',
    options: ['0.5 A', '1 A', '2 A', '3 A'],
    answer: '3',
    hindi: 'दो प्रतिरोधक समांतर क्रम में एक बैटरी से जोड़े गए हैं। बैटरी से ली गई धारा ज्ञात कीजिए।',
    sol: [
      '1. The equivalent resistance is (4 × 12)/(4 + 12) = 3 ohm.',
      '2. The current is I = V/R = 6/3 = 2 A.',
    ],
  },
  {
    subject: 'Physics',
    text: 'The de Broglie wavelength of an electron accelerated from rest through a potential difference of 100 V is nearly',
    options: ['0.123 nm', '1.23 nm', '12.3 nm', '0.0123 nm'],
    answer: '1',
    hindi: 'विराम से त्वरित एक इलेक्ट्रॉन की दे ब्रॉग्ली तरंगदैर्ध्य लगभग कितनी होगी',
    sol: [
      'lambda = 1.227/sqrt(V) nm for an electron accelerated through V volts.',
      'lambda = 1.227/10 = 0.123 nm.',
    ],
  },
  {
    subject: 'Physics',
    text: 'A convex lens of focal length 20 cm forms a real image of an object placed 30 cm from it. The distance of the image from the lens is',
    options: ['30 cm', '40 cm', '60 cm', '80 cm'],
    answer: '3',
    hindi: 'एक उत्तल लेंस किसी वस्तु का वास्तविक प्रतिबिंब बनाता है। लेंस से प्रतिबिंब की दूरी ज्ञात कीजिए।',
    sol: [
      '1. Lens formula: 1/v - 1/u = 1/f with u = -30 cm and f = +20 cm.',
      '2. 1/v = 1/20 - 1/30 = 1/60, so v = 60 cm.',
    ],
  },
  {
    subject: 'Physics',
    text: 'The escape speed from the surface of the Earth is about 11.2 km/s. For a planet with twice the radius and the same mean density, the escape speed is',
    options: ['5.6 km/s', '11.2 km/s', '15.8 km/s', '22.4 km/s'],
    answer: '4',
    hindi: 'पृथ्वी से दुगनी त्रिज्या और समान घनत्व वाले ग्रह के लिए पलायन चाल क्या होगी',
    sol: [
      'v = sqrt(2GM/R) and M varies as R³ at equal density, so v varies as R.',
      'Doubling R doubles v: 22.4 km/s.',
    ],
  },
  {
    subject: 'Chemistry',
    text: 'The number of moles of oxygen atoms in 49 g of sulphuric acid (H2SO4, molar mass 98 g/mol) is',
    options: ['0.5', '1', '2', '4'],
    answer: '3',
    hindi: 'सल्फ्यूरिक अम्ल के दिए गए द्रव्यमान में ऑक्सीजन परमाणुओं के मोलों की संख्या ज्ञात कीजिए।',
    sol: ['49 g is 0.5 mol of H2SO4.', 'Each molecule holds four O atoms: 0.5 × 4 = 2 mol.'],
  },
  {
    subject: 'Chemistry',
    text: 'Which of the following has the largest first ionisation enthalpy?',
    options: ['Boron', 'Carbon', 'Nitrogen', 'Oxygen'],
    answer: '3',
    hindi: 'निम्नलिखित में से किसकी प्रथम आयनन एन्थैल्पी सबसे अधिक है',
    sol: [
      'Nitrogen has a half-filled, extra-stable 2p³ shell.',
      'So its first ionisation enthalpy exceeds that of oxygen.',
    ],
  },
  {
    subject: 'Chemistry',
    text: 'The hybridisation of the central atom in sulphur hexafluoride (SF6) is',
    options: ['sp³', 'sp³d', 'sp³d²', 'dsp²'],
    answer: '3',
    hindi: 'सल्फर हेक्साफ्लुओराइड में केंद्रीय परमाणु का संकरण क्या है',
    sol: [
      '1. Sulphur forms six sigma bonds and has no lone pair.',
      '2. Six hybrid orbitals: sp³d², octahedral.',
    ],
  },
  {
    subject: 'Chemistry',
    text: 'The pH of a 0.001 M aqueous solution of hydrochloric acid at 298 K is',
    options: ['1', '2', '3', '11'],
    answer: '3',
    hindi: 'हाइड्रोक्लोरिक अम्ल के तनु जलीय विलयन का पीएच ज्ञात कीजिए।',
    sol: ['HCl is fully ionised: [H+] = 10^-3 M.', 'pH = -log[H+] = 3.'],
  },
  {
    subject: 'Chemistry',
    text: 'Which of the following compounds gives a positive iodoform test?',
    options: ['Methanol', 'Ethanol', 'Propan-1-ol', 'Benzyl alcohol'],
    answer: '2',
    hindi: 'निम्नलिखित में से कौन सा यौगिक आयडोफॉर्म परीक्षण देता है',
    sol: ['The test needs a CH3CH(OH)– or CH3CO– group.', 'Ethanol is oxidised to ethanal, which has it.'],
  },
  {
    subject: 'Biology',
    text: 'The site of the light-independent reactions of photosynthesis in a chloroplast is the',
    options: ['thylakoid lumen', 'stroma', 'outer membrane', 'grana'],
    answer: '2',
    hindi: 'हरितलवक में प्रकाश-स्वतंत्र अभिक्रियाएँ किस भाग में होती हैं',
    sol: ['The Calvin cycle enzymes, RuBisCO among them, are in the stroma.'],
  },
  {
    subject: 'Biology',
    text: 'Which of the following is not a function of the liver in human beings?',
    options: ['Production of bile', 'Storage of glycogen', 'Production of insulin', 'Detoxification'],
    answer: '3',
    hindi: 'निम्नलिखित में से कौन सा कार्य मनुष्य में यकृत का नहीं है',
    sol: ['Insulin is made by the beta cells of the islets of Langerhans in the pancreas.'],
  },
  {
    subject: 'Biology',
    text: 'In a dihybrid cross between two heterozygous pea plants (RrYy × RrYy), the proportion of offspring that are homozygous recessive for both traits is',
    options: ['1/4', '1/8', '1/16', '9/16'],
    answer: '3',
    hindi: 'दो विषमयुग्मजी मटर पौधों के द्विसंकर क्रॉस में दोनों लक्षणों के लिए समयुग्मजी अप्रभावी संतति का अनुपात क्या है',
    sol: ['1. Each trait gives rr (or yy) with probability 1/4.', '2. Both together: 1/4 × 1/4 = 1/16.'],
  },
  {
    subject: 'Biology',
    text: 'Which of the following organelles is known as the powerhouse of the cell?',
    options: ['Ribosome', 'Golgi body', 'Lysosome', 'Mitochondrion'],
    answer: '4',
    hindi: 'निम्नलिखित में से किस कोशिकांग को कोशिका का ऊर्जा गृह कहा जाता है',
    sol: ['Aerobic respiration makes most of the cell’s ATP in the mitochondria.'],
  },
  {
    subject: 'Biology',
    text: 'The hormone that stimulates the release of the ovum from the Graafian follicle is',
    options: ['FSH', 'LH', 'Oestrogen', 'Progesterone'],
    answer: '2',
    hindi: 'ग्राफी पुटक से अंडाणु के मोचन को कौन सा हॉर्मोन उद्दीपित करता है',
    sol: ['The mid-cycle LH surge causes ovulation.'],
  },
  {
    subject: 'Biology',
    text: 'Which one of the following pairs of a plant and its mode of vegetative propagation is correctly matched?',
    options: ['Potato: leaf', 'Ginger: rhizome', 'Bryophyllum: stem tuber', 'Onion: root'],
    answer: '2',
    hindi: 'पौधे और उसके कायिक प्रवर्धन की विधि का कौन सा युग्म सही सुमेलित है',
    sol: ['Ginger propagates by its rhizome, an underground stem.'],
  },
];

const NUMERICAL: BankQuestion[] = [
  {
    subject: 'Physics',
    text: 'A body of mass 2 kg moving at 3 m/s is brought to rest by a constant force in 0.5 s. The magnitude of the force in newton is ______.',
    answer: '12',
    sol: ['The change of momentum is 2 × 3 = 6 kg m/s.', 'F = dp/dt = 6/0.5 = 12 N.'],
  },
  {
    subject: 'Chemistry',
    text: 'The number of unpaired electrons in the ground state of an Fe3+ ion is ______.',
    answer: '5',
    sol: ['1. Fe3+ is [Ar] 3d^5.', '2. Hund’s rule puts one electron in each 3d orbital: 5 unpaired.'],
  },
  {
    subject: 'Mathematics',
    text: 'The number of real solutions of the equation x² - 5|x| + 6 = 0 is ______.',
    answer: '4',
    sol: ['With t = |x|: t² - 5t + 6 = 0 gives t = 2 or 3.', 'Each gives two values of x: ±2 and ±3.'],
  },
  {
    subject: 'Mathematics',
    text: 'If the sum of the first n terms of an arithmetic progression is 3n² + 2n, its tenth term is ______.',
    answer: '59',
    sol: ['1. T(n) = S(n) - S(n - 1) = 6n - 1.', '2. T(10) = 59.'],
  },
];

const MATHS: BankQuestion[] = [
  {
    subject: 'Mathematics',
    text: 'The value of the limit of (1 - cos 2x)/x² as x tends to 0 is',
    options: ['0', '1', '2', '4'],
    answer: '3',
    sol: ['1 - cos 2x = 2 sin² x, and sin x/x tends to 1.', 'The limit is 2.'],
  },
  {
    subject: 'Mathematics',
    text: 'The number of ways in which 5 boys and 3 girls can sit in a row so that no two girls are together is',
    options: ['2400', '14400', '7200', '720'],
    answer: '2',
    sol: [
      '1. Seat the boys: 5! = 120 ways, leaving 6 gaps.',
      '2. Place the girls in 3 of them: 6 × 5 × 4 = 120; 120 × 120 = 14400.',
    ],
  },
  {
    subject: 'Mathematics',
    text: 'The area of the region bounded by the parabola y = x² and the line y = 4 is',
    options: ['16/3', '32/3', '8', '64/3'],
    answer: '2',
    sol: ['Area = the integral from -2 to 2 of (4 - x²) dx.', '= 16 - 16/3 = 32/3.'],
  },
];

/** The MCQs of `subject` (all subjects when omitted), cycled to `count` questions. */
export function mcqs(count: number, subject?: BankQuestion['subject']): BankQuestion[] {
  const pool = [...MCQ, ...MATHS].filter((q) => !subject || q.subject === subject);
  return Array.from({ length: count }, (_, i) => pool[i % pool.length]);
}

/** MCQs that have a Hindi copy, cycled to `count`. */
export function bilingualMcqs(count: number): BankQuestion[] {
  const pool = MCQ.filter((q) => q.hindi);
  return Array.from({ length: count }, (_, i) => pool[i % pool.length]);
}

/** Numerical questions (no options) of `subject` when it has some, else of any subject, cycled to `count`. */
export function numericals(count: number, subject?: BankQuestion['subject']): BankQuestion[] {
  const own = NUMERICAL.filter((q) => q.subject === subject);
  const pool = own.length ? own : NUMERICAL;
  return Array.from({ length: count }, (_, i) => pool[i % pool.length]);
}

/** Option letters of JEE Advanced papers for an option number 1..4. */
export const LETTER_OF = ['', 'A', 'B', 'C', 'D'] as const;
