import type { StudyBook } from './study-book';

/** Class 11 chemistry for NEET, the free book of the demo catalogue: bonds, shapes and orbitals. */
export const CHEMICAL_BONDING: StudyBook = {
  title: 'Chemical Bonding Made Simple',
  description:
    'A free Class 11 chapter guide for NEET: ionic and covalent bonds, Lewis structures, VSEPR shapes, hybridisation and hydrogen bonding, with molecule diagrams.',
  category: 'NEET',
  section: 'class11',
  price: 0,
  priceDiscounted: null,
  isFree: true,
  subject: 'Chemistry',
  subtitle: 'Bonds, molecular shapes and hybridisation for Class 11',
  accent: '#548235',
  chapters: [
    {
      title: 'Ionic and Covalent Bonds',
      intro:
        'Atoms combine to reach a more stable arrangement of electrons, usually the eight-electron octet of a noble gas. They do so either by transferring electrons or by sharing them.',
      sections: [
        {
          heading: 'The octet rule and ionic bonding',
          paragraphs: [
            'Kossel and Lewis explained bonding through the octet: an atom gains, loses or shares electrons until its outer shell holds eight. Sodium loses one electron to become Na+ with the neon configuration, chlorine gains one to become Cl-, and the two ions are held together by electrostatic attraction.',
            'An ionic bond forms most easily between a metal of low ionisation enthalpy and a non-metal of high electron gain enthalpy. The energy released when the ions pack into a crystal, the lattice enthalpy, is what makes the whole process favourable.',
          ],
          figure: {
            kind: 'atom',
            shells: [2, 8, 1],
            name: 'Sodium (2, 8, 1)',
            caption: 'Bohr picture of a sodium atom: the single outer electron is easily lost to form Na+.',
          },
        },
        {
          heading: 'Covalent bonds and Lewis structures',
          paragraphs: [
            'When two non-metals combine, neither can take an electron from the other, so they share pairs of electrons. One shared pair is a single bond, two pairs a double bond as in O2, and three pairs a triple bond as in N2.',
            'A Lewis structure shows every valence electron as a dot or a line. Count the valence electrons, join the atoms with single bonds, complete the octets of the outer atoms, and place the remaining electrons on the central atom, forming multiple bonds if it is still short of eight.',
          ],
        },
      ],
      example: {
        question: 'Write the formal charge on the central oxygen atom of ozone, O3.',
        solution: [
          'Formal charge = valence electrons - non-bonding electrons - ½ × bonding electrons.',
          'The central O has 6 valence electrons, 2 non-bonding and 6 bonding: 6 - 2 - 3 = +1.',
        ],
      },
      keyPoints: [
        'Ionic bonds form by electron transfer; covalent bonds by electron sharing.',
        'Lattice enthalpy drives the formation of ionic solids.',
        'Formal charges help choose the most stable Lewis structure.',
      ],
      practice: [
        'Draw the Lewis structure of carbon dioxide and count its lone pairs.',
        'Why does magnesium oxide have a much higher melting point than sodium chloride?',
        'Which of N2 and O2 has the shorter bond? Give a reason.',
      ],
    },
    {
      title: 'Shapes of Molecules: VSEPR Theory',
      intro:
        'The shape of a molecule decides its polarity, its boiling point and how it reacts. Valence shell electron pair repulsion theory predicts shapes from a simple count of electron pairs.',
      sections: [
        {
          heading: 'Counting electron pairs',
          paragraphs: [
            'Electron pairs around a central atom repel each other and move as far apart as possible. Two pairs lie in a line at 180°, three in a triangle at 120°, four at the corners of a tetrahedron at 109.5°, five in a trigonal bipyramid and six in an octahedron.',
            'Lone pairs repel more strongly than bonding pairs. The order of repulsion is lone pair-lone pair, then lone pair-bond pair, then bond pair-bond pair, so lone pairs squeeze the bond angles below their ideal values.',
          ],
          figure: {
            kind: 'molecule',
            centre: 'O',
            around: ['H', 'H'],
            angle: 104.5,
            caption: 'Water is bent: two lone pairs on oxygen close the H-O-H angle from 109.5° to 104.5°.',
          },
        },
        {
          heading: 'Polarity and dipole moment',
          paragraphs: [
            'A bond between atoms of different electronegativity is polar. Whether the molecule is polar depends on its shape: the bond dipoles of linear CO2 cancel, so its dipole moment is zero, while the bent water molecule has a large dipole moment of 1.85 D.',
            'Methane and carbon tetrachloride are tetrahedral and non-polar; ammonia is a trigonal pyramid with one lone pair and is polar. Polar molecules dissolve in polar solvents, which is why sugar dissolves in water but not in petrol.',
          ],
          figure: {
            kind: 'molecule',
            centre: 'B',
            around: ['F', 'F', 'F'],
            angle: 120,
            caption: 'Boron trifluoride is trigonal planar with 120° angles, and its bond dipoles cancel.',
          },
        },
      ],
      example: {
        question: 'Predict the shape and bond angle of ammonia, NH3.',
        solution: [
          'Nitrogen has 5 valence electrons: 3 bond pairs and 1 lone pair, 4 pairs in all (tetrahedral arrangement).',
          'With one lone pair the shape is a trigonal pyramid, and the angle closes to about 107°.',
        ],
      },
      keyPoints: [
        'Electron pairs arrange themselves to minimise repulsion.',
        'Lone pairs compress bond angles: CH4 109.5°, NH3 107°, H2O 104.5°.',
        'Symmetric shapes cancel bond dipoles and give non-polar molecules.',
      ],
      practice: [
        'Give the shapes of BeCl2, SF6 and PCl5.',
        'Why is the dipole moment of CO2 zero while that of SO2 is not?',
        'Arrange H2O, NH3 and CH4 in increasing order of bond angle.',
      ],
    },
    {
      title: 'Hybridisation and Hydrogen Bonding',
      intro:
        'Hybridisation explains how an atom forms equivalent bonds pointing in definite directions. Hydrogen bonds, much weaker than covalent bonds, shape the properties of water, proteins and DNA.',
      sections: [
        {
          heading: 'sp, sp2 and sp3 hybrid orbitals',
          paragraphs: [
            'In methane, carbon mixes its one 2s and three 2p orbitals into four identical sp3 hybrid orbitals pointing to the corners of a tetrahedron. In ethene each carbon uses sp2 hybrids at 120° and keeps one p orbital for the pi bond, and in ethyne sp hybrids lie in a line at 180°.',
            'The number of hybrid orbitals equals the number of atomic orbitals mixed. More s character makes a hybrid orbital shorter and more electronegative, so C-H bonds are shortest in ethyne and longest in ethane.',
          ],
        },
        {
          heading: 'Hydrogen bonding',
          paragraphs: [
            'A hydrogen atom bonded to a small, highly electronegative atom such as fluorine, oxygen or nitrogen carries a partial positive charge and is attracted to a lone pair on a neighbouring molecule. This attraction is a hydrogen bond.',
            'Intermolecular hydrogen bonds raise boiling points: water boils at 100 °C while hydrogen sulphide, a heavier molecule, boils at -60 °C. Ice floats because hydrogen bonds hold its molecules in an open cage that is less dense than liquid water.',
          ],
          figure: {
            kind: 'flow',
            steps: [
              '2s + three 2p orbitals',
              'mixing (hybridisation)',
              'four sp3 orbitals at 109.5°',
              'four C-H bonds in CH4',
            ],
            caption: 'From atomic orbitals to the bonds of methane.',
            height: 90,
          },
        },
      ],
      example: {
        question: 'State the hybridisation of each carbon in propene, CH3-CH=CH2.',
        solution: [
          'The CH3 carbon forms four single bonds: sp3.',
          'The two carbons of the double bond each form three sigma bonds and one pi bond: sp2.',
        ],
      },
      keyPoints: [
        'sp3: tetrahedral, 109.5°; sp2: trigonal planar, 120°; sp: linear, 180°.',
        'Pi bonds form from unhybridised p orbitals overlapping sideways.',
        'Hydrogen bonds need H bonded to F, O or N, and a lone pair nearby.',
      ],
      practice: [
        'What is the hybridisation of the central atom in BF3 and in NH4+?',
        'Explain why ethanol is soluble in water but ethane is not.',
        'Why is o-nitrophenol more volatile than p-nitrophenol?',
      ],
    },
  ],
};
