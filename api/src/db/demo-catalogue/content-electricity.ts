import type { StudyBook } from './study-book';

/** Class 12 electricity for JEE: Coulomb’s law, fields and potential, current and circuits. */
export const CHARGES_AND_CIRCUITS: StudyBook = {
  title: 'Electric Charges, Fields and Circuits',
  description:
    'Class 12 electrostatics and current electricity for JEE: Coulomb’s law, field lines, potential, Ohm’s law and Kirchhoff’s rules, with diagrams and solved problems.',
  category: 'JEE',
  section: 'class12',
  price: 249,
  priceDiscounted: 199,
  isFree: false,
  subject: 'Physics',
  subtitle: 'Electrostatics and current electricity for Class 12',
  accent: '#7030a0',
  chapters: [
    {
      title: 'Electric Charge and Coulomb’s Law',
      intro:
        'Charge is a basic property of matter. It comes in two kinds, it is conserved in every process, and it is quantised: every charge is a whole multiple of the electronic charge e = 1.6 × 10^-19 C.',
      sections: [
        {
          heading: 'Coulomb’s law',
          paragraphs: [
            'The force between two point charges q1 and q2 a distance r apart acts along the line joining them and has magnitude F = k q1 q2 / r², with k = 9 × 10^9 N m²/C² in vacuum. Like charges repel and unlike charges attract. In a medium of dielectric constant K the force is reduced K times.',
            'Forces from several charges add as vectors: this is the principle of superposition. To find the net force on one charge, draw each force separately with its direction, resolve them into components and add the components.',
          ],
        },
        {
          heading: 'Electric field and field lines',
          paragraphs: [
            'The electric field at a point is the force on a small positive test charge divided by that charge, E = F/q. For a point charge Q, E = kQ/r², pointing away from a positive charge and towards a negative one.',
            'Field lines start on positive charges and end on negative charges. They never cross, they are closer where the field is stronger, and the tangent at any point gives the direction of the field. The pattern of an electric dipole, a pair of equal and opposite charges, appears in many molecules.',
          ],
          figure: {
            kind: 'dipole',
            caption: 'Field lines of an electric dipole run from the positive charge to the negative one.',
          },
        },
      ],
      example: {
        question: 'Two charges of +2 µC and +8 µC are 0.3 m apart. Where between them is the net field zero?',
        solution: [
          'Let the point be x from the 2 µC charge: k(2)/x² = k(8)/(0.3 - x)².',
          'Taking square roots, 1/x = 2/(0.3 - x), so 0.3 - x = 2x and x = 0.1 m from the smaller charge.',
        ],
      },
      keyPoints: [
        'Charge is conserved and quantised in units of e = 1.6 × 10^-19 C.',
        'Coulomb force follows an inverse-square law and obeys superposition.',
        'Field lines never intersect; their density shows the field’s strength.',
      ],
      practice: [
        'Find the force between two 1 µC charges placed 1 m apart in air.',
        'How many electrons must be removed from a neutral sphere to give it a charge of 3.2 × 10^-18 C?',
        'Draw the field lines of two equal positive charges and mark the neutral point.',
      ],
    },
    {
      title: 'Electric Potential and Capacitance',
      intro:
        'Potential turns the vector field into a scalar that is easy to add. Capacitors store charge and energy, and appear in every timing and filtering circuit.',
      sections: [
        {
          heading: 'Potential and potential energy',
          paragraphs: [
            'The potential at a point is the work done per unit charge in bringing a positive test charge from infinity to that point: V = kQ/r for a point charge. Potentials from several charges simply add. The field points from high to low potential, and E = -dV/dr.',
            'An equipotential surface joins points at the same potential; no work is done in moving a charge along it, so the field is everywhere perpendicular to it. Around a point charge the equipotentials are concentric spheres.',
          ],
        },
        {
          heading: 'Capacitors',
          paragraphs: [
            'A capacitor is two conductors separated by an insulator. Its capacitance C = Q/V is the charge stored per volt. For a parallel-plate capacitor C = e0 A/d, and a dielectric between the plates multiplies it by K.',
            'The energy stored is U = ½CV² = Q²/2C. Capacitors in parallel add directly, C = C1 + C2, while in series their reciprocals add, 1/C = 1/C1 + 1/C2, so a series combination is smaller than the smallest capacitor.',
          ],
          figure: {
            kind: 'plot',
            curve: 'exp-decay',
            x: 'time t (s)',
            y: 'charge q (µC)',
            caption:
              'A capacitor discharging through a resistor: the charge falls exponentially with time constant RC.',
          },
        },
      ],
      example: {
        question: 'A 10 µF capacitor is charged to 100 V. Find the charge on it and the energy stored.',
        solution: ['Q = CV = 10 × 10^-6 × 100 = 1 × 10^-3 C.', 'U = ½CV² = 0.5 × 10^-5 × 10^4 = 0.05 J.'],
      },
      keyPoints: [
        'Potential is a scalar; E = -dV/dr points towards decreasing potential.',
        'No work is done moving a charge along an equipotential surface.',
        'Series capacitors: reciprocals add; parallel capacitors: values add.',
      ],
      practice: [
        'Find the potential at the centre of a square of side 1 m with charges of +1 µC at each corner.',
        'Three 6 µF capacitors are joined in series. Find the equivalent capacitance.',
        'What happens to the energy stored in an isolated charged capacitor when a dielectric slab is inserted?',
      ],
    },
    {
      title: 'Current Electricity',
      intro:
        'Moving charges make a current. Ohm’s law and Kirchhoff’s two rules are enough to analyse any network of batteries and resistors.',
      sections: [
        {
          heading: 'Ohm’s law and resistivity',
          paragraphs: [
            'Current is the rate of flow of charge, I = dq/dt. For a metallic conductor at constant temperature the current is proportional to the potential difference across it, V = IR; this is Ohm’s law and R is the resistance, measured in ohms.',
            'Resistance depends on the material and the shape: R = rL/A, where r is the resistivity, L the length and A the area of cross-section. Stretching a wire to twice its length halves its area and so makes its resistance four times larger.',
          ],
          figure: {
            kind: 'plot',
            curve: 'ohm-law',
            x: 'voltage V (V)',
            y: 'current I (A)',
            caption: 'An ohmic conductor: current grows in proportion to voltage; the slope is 1/R.',
          },
        },
        {
          heading: 'Kirchhoff’s rules',
          paragraphs: [
            'The junction rule says the currents entering a junction equal those leaving it, which is conservation of charge. The loop rule says the sum of potential changes around any closed loop is zero, which is conservation of energy.',
            'Resistors in series carry the same current and their resistances add; in parallel they share the same voltage and their conductances add. A real cell of emf E and internal resistance r delivers I = E/(R + r) to an external resistor R.',
          ],
          figure: {
            kind: 'circuit',
            resistors: ['R1', 'R2', 'R3'],
            caption:
              'A cell of emf E driving three resistors in series: the same current I flows through each.',
          },
        },
      ],
      example: {
        question:
          'Resistors of 2 ohm and 3 ohm are in series with a 12 V cell of internal resistance 1 ohm. Find the current.',
        solution: ['Total resistance = 2 + 3 + 1 = 6 ohm.', 'I = E / (R + r) = 12 / 6 = 2 A.'],
      },
      keyPoints: [
        'Ohm’s law V = IR holds for metallic conductors at constant temperature.',
        'R = rL/A: resistance grows with length and falls with area.',
        'Junction rule conserves charge; loop rule conserves energy.',
      ],
      practice: [
        'Find the equivalent resistance of 4 ohm and 12 ohm in parallel.',
        'A 10 m wire of area 1 mm² has resistance 0.17 ohm. Find its resistivity.',
        'A cell gives 1.5 A through 1 ohm and 0.5 A through 4 ohm. Find its emf and internal resistance.',
      ],
    },
  ],
};
