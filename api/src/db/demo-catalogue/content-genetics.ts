import type { StudyBook } from './study-book';

/** A NEET practice set in the test section: cell biology and Mendelian genetics, heavy on questions. */
export const CELLS_AND_GENETICS: StudyBook = {
  title: 'Cell Biology and Genetics: NEET Practice Set',
  description:
    'Short revision notes and practice questions on the cell, cell division and Mendel’s laws of inheritance, with Punnett-square reasoning worked out step by step.',
  category: 'NEET',
  section: 'test',
  price: 99,
  priceDiscounted: null,
  isFree: false,
  subject: 'Biology',
  subtitle: 'Cell structure, cell division and Mendelian inheritance',
  accent: '#bf9000',
  chapters: [
    {
      title: 'The Cell: Unit of Life',
      intro:
        'Every living thing is made of cells, and every cell comes from a pre-existing cell. This chapter revises the parts of a cell and what each one does.',
      sections: [
        {
          heading: 'Prokaryotic and eukaryotic cells',
          paragraphs: [
            'Prokaryotic cells, such as bacteria, have no membrane-bound nucleus: their DNA lies in a region called the nucleoid, and they have 70S ribosomes. Eukaryotic cells have a true nucleus, membrane-bound organelles and 80S ribosomes in the cytoplasm.',
            'The plasma membrane follows the fluid mosaic model of Singer and Nicolson: a lipid bilayer in which proteins float. It is selectively permeable and controls what enters and leaves the cell.',
          ],
          figure: {
            kind: 'cell',
            caption: 'An animal cell with its nucleus, mitochondria and membrane.',
          },
        },
        {
          heading: 'Organelles and their roles',
          paragraphs: [
            'Mitochondria are the sites of aerobic respiration and make most of the cell’s ATP; they have their own circular DNA and 70S ribosomes. Chloroplasts in plant cells trap light energy for photosynthesis. The endoplasmic reticulum and the Golgi apparatus make, modify and package proteins and lipids.',
            'Lysosomes hold digestive enzymes that work best at acidic pH, and are called suicide bags of the cell. Ribosomes, found free or on the rough endoplasmic reticulum, are the sites of protein synthesis.',
          ],
        },
      ],
      example: {
        question: 'Which organelles of a eukaryotic cell contain their own DNA, and why is this significant?',
        solution: [
          'Mitochondria and chloroplasts contain circular DNA and 70S ribosomes.',
          'This supports the endosymbiotic theory: they descend from free-living prokaryotes.',
        ],
      },
      keyPoints: [
        'Prokaryotes: no nuclear membrane, 70S ribosomes; eukaryotes: true nucleus, 80S ribosomes.',
        'The plasma membrane is a fluid mosaic of lipids and proteins.',
        'Mitochondria make ATP; lysosomes digest; ribosomes make proteins.',
      ],
      practice: [
        'Which organelle is called the powerhouse of the cell?',
        'Name the model that describes the structure of the plasma membrane.',
        'Which cell organelle packages proteins for secretion?',
        'State one difference between 70S and 80S ribosomes.',
      ],
    },
    {
      title: 'Cell Cycle and Cell Division',
      intro:
        'Cells grow and divide in a regular cycle. Mitosis keeps the chromosome number the same; meiosis halves it to make gametes.',
      sections: [
        {
          heading: 'Phases of the cell cycle',
          paragraphs: [
            'Interphase takes up more than 95 percent of the cycle. In the G1 phase the cell grows, in the S phase its DNA is copied, and in the G2 phase it prepares for division. The M phase, division itself, is short.',
            'Mitosis has four stages: prophase, when chromosomes condense; metaphase, when they line up at the equator; anaphase, when sister chromatids separate; and telophase, when nuclear membranes re-form. Cytokinesis then divides the cytoplasm.',
          ],
          figure: {
            kind: 'flow',
            steps: ['G1: growth', 'S: DNA copied', 'G2: preparation', 'M: mitosis'],
            cycle: true,
            caption: 'The cell cycle: interphase (G1, S, G2) followed by division (M).',
            height: 100,
          },
        },
        {
          heading: 'Meiosis',
          paragraphs: [
            'Meiosis is two divisions after one round of DNA copying, so one diploid cell gives four haploid cells. In prophase I homologous chromosomes pair and exchange segments by crossing over at chiasmata, which creates new combinations of genes.',
            'Meiosis keeps the chromosome number constant from one generation to the next, and together with random fertilisation it is the main source of variation in sexually reproducing organisms.',
          ],
        },
      ],
      example: {
        question:
          'A cell has 16 chromosomes. How many chromosomes will each cell have after mitosis, and after meiosis?',
        solution: [
          'Mitosis keeps the number: each daughter cell has 16.',
          'Meiosis halves it: each of the four cells has 8.',
        ],
      },
      keyPoints: [
        'DNA is copied in the S phase of interphase.',
        'Sister chromatids separate in anaphase of mitosis.',
        'Crossing over happens in prophase I of meiosis.',
      ],
      practice: [
        'In which phase of the cell cycle does DNA replication take place?',
        'At which stage of mitosis are chromosomes best counted, and why?',
        'How many cells are formed from one cell at the end of meiosis?',
        'What is a chiasma?',
      ],
    },
    {
      title: 'Principles of Inheritance',
      intro:
        'Gregor Mendel worked out the rules of inheritance from careful crosses of garden peas, long before genes and chromosomes were known.',
      sections: [
        {
          heading: 'Mendel’s laws',
          paragraphs: [
            'In a monohybrid cross between tall (TT) and dwarf (tt) plants, all F1 plants are tall: T is dominant. Selfing the F1 gives tall and dwarf plants in a 3 : 1 ratio, while the genotypes appear as 1 TT : 2 Tt : 1 tt. The two alleles of a gene separate into different gametes: this is the law of segregation.',
            'In a dihybrid cross of round yellow with wrinkled green seeds, the F2 shows a 9 : 3 : 3 : 1 ratio, because the two genes are sorted into gametes independently of each other. This is the law of independent assortment, true for genes on different chromosomes.',
          ],
          figure: {
            kind: 'flow',
            steps: ['parents TT × tt', 'gametes T and t', 'F1 all Tt (tall)', 'F2 3 tall : 1 dwarf'],
            caption: 'A monohybrid cross from parents to the F2 generation.',
            height: 90,
          },
        },
        {
          heading: 'Beyond Mendel',
          paragraphs: [
            'In incomplete dominance, as in snapdragon flower colour, the F1 is intermediate, pink, and the F2 ratio is 1 red : 2 pink : 1 white for both phenotype and genotype. In codominance both alleles show, as in the AB blood group.',
            'Some traits depend on genes on the X chromosome. Colour blindness and haemophilia are more common in males, who have only one X chromosome, and a carrier mother passes the allele to half of her sons on average.',
          ],
        },
      ],
      example: {
        question: 'Tt is crossed with tt. What fraction of the offspring will be dwarf?',
        solution: [
          'Gametes: T and t from the first parent, only t from the second.',
          'Offspring: ½ Tt (tall) and ½ tt (dwarf), so half are dwarf.',
        ],
      },
      keyPoints: [
        'Monohybrid F2: 3 : 1 phenotype, 1 : 2 : 1 genotype.',
        'Dihybrid F2: 9 : 3 : 3 : 1 for independently assorting genes.',
        'Incomplete dominance gives a 1 : 2 : 1 phenotype ratio in F2.',
      ],
      practice: [
        'What is a test cross, and why is it useful?',
        'Give the F2 phenotypic ratio of a dihybrid cross.',
        'Why are sex-linked recessive disorders more common in males?',
        'A pink snapdragon is crossed with a white one. Give the ratio of the offspring.',
      ],
    },
  ],
};
