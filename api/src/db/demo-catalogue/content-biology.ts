import type { StudyBook } from './study-book';

/** Class 12 level human physiology for NEET: circulation, respiration and their regulation. */
export const HUMAN_PHYSIOLOGY: StudyBook = {
  title: 'Human Physiology: Heart, Blood and Breathing',
  description:
    'NEET notes on the circulatory and respiratory systems: the double circulation, the cardiac cycle, blood, the mechanism of breathing and the transport of gases.',
  category: 'NEET',
  section: 'class12',
  price: 199,
  priceDiscounted: null,
  isFree: false,
  subject: 'Biology',
  subtitle: 'Circulation and respiration for NEET',
  accent: '#c0392b',
  chapters: [
    {
      title: 'The Heart and Double Circulation',
      intro:
        'The human heart is a four-chambered muscular pump about the size of a fist. It keeps oxygenated and deoxygenated blood apart and sends blood round the body twice in each complete circuit.',
      sections: [
        {
          heading: 'Structure of the heart',
          paragraphs: [
            'Two thin-walled atria receive blood and two thick-walled ventricles pump it out. The left ventricle has the thickest wall because it pushes blood through the whole body. Valves keep the flow one way: the tricuspid valve on the right side, the bicuspid or mitral valve on the left, and semilunar valves at the exits of the ventricles.',
            'The heart is myogenic: each beat starts in the sino-atrial node, a patch of specialised muscle in the right atrium called the pacemaker. The impulse spreads over the atria, is delayed briefly at the atrio-ventricular node, and then travels down the bundle of His to the ventricles.',
          ],
          figure: {
            kind: 'flow',
            steps: ['right atrium', 'right ventricle', 'lungs', 'left atrium', 'left ventricle', 'body'],
            cycle: true,
            caption:
              'Double circulation: the pulmonary circuit through the lungs and the systemic circuit through the body.',
            height: 110,
          },
        },
        {
          heading: 'The cardiac cycle',
          paragraphs: [
            'One cardiac cycle lasts about 0.8 s at 72 beats per minute: atrial systole for 0.1 s, ventricular systole for 0.3 s and a joint diastole for 0.4 s. The closing of the atrio-ventricular valves makes the first heart sound, lub, and the closing of the semilunar valves the second, dub.',
            'Each ventricle pumps about 70 mL of blood per beat, the stroke volume. Cardiac output, stroke volume times heart rate, is therefore about 5 litres per minute at rest and can rise several times during exercise.',
          ],
        },
      ],
      example: {
        question:
          'A person’s heart rate is 75 beats per minute and the stroke volume is 70 mL. Find the cardiac output.',
        solution: [
          'Cardiac output = stroke volume × heart rate = 70 mL × 75 per minute.',
          '= 5250 mL per minute, that is about 5.25 L/min.',
        ],
      },
      keyPoints: [
        'Blood passes through the heart twice per circuit: pulmonary and systemic.',
        'The SA node is the pacemaker; the AV node delays the impulse.',
        'Cardiac output = stroke volume × heart rate, about 5 L/min at rest.',
      ],
      practice: [
        'Why is the wall of the left ventricle thicker than that of the right ventricle?',
        'Name the valve between the left atrium and the left ventricle.',
        'What is the duration of one cardiac cycle at a heart rate of 60 per minute?',
      ],
    },
    {
      title: 'Blood and Its Components',
      intro:
        'Blood is a fluid connective tissue: a liquid matrix, the plasma, carrying formed elements. It transports gases, nutrients, hormones and wastes, and it defends the body.',
      sections: [
        {
          heading: 'Plasma and formed elements',
          paragraphs: [
            'Plasma is about 55 percent of blood and is 90 to 92 percent water. Its proteins are albumin, which maintains osmotic balance, globulins, which include antibodies, and fibrinogen, which is needed for clotting.',
            'Red blood cells are the most numerous, about 5 million per cubic millimetre. In mammals they lose their nucleus, are shaped like biconcave discs, live about 120 days and carry haemoglobin. White blood cells fight infection, and platelets release factors that start clotting.',
          ],
          figure: {
            kind: 'cell',
            caption:
              'A generalised animal cell: white blood cells keep a nucleus and mitochondria, mature red cells lose both.',
          },
        },
        {
          heading: 'Blood groups and clotting',
          paragraphs: [
            'The ABO groups depend on antigens A and B on the red cells and the matching antibodies in the plasma. Group O has no antigens and is the universal donor; group AB has no antibodies and is the universal recipient. The Rh factor is a separate antigen; an Rh-negative mother carrying an Rh-positive child may need treatment to prevent erythroblastosis foetalis.',
            'A cut starts a cascade: platelets and damaged tissue release thromboplastin, which with calcium ions converts prothrombin into thrombin. Thrombin turns soluble fibrinogen into insoluble fibrin threads that trap cells and form the clot.',
          ],
        },
      ],
      example: {
        question: 'A person of blood group B needs a transfusion. Which groups can safely donate?',
        solution: [
          'Group B plasma has anti-A antibodies, so donated red cells must not carry antigen A.',
          'Safe donors are groups B and O.',
        ],
      },
      keyPoints: [
        'Plasma proteins: albumin, globulins and fibrinogen.',
        'Mature mammalian red cells have no nucleus and live about 120 days.',
        'O is the universal donor, AB the universal recipient.',
      ],
      practice: [
        'Which ion is essential for blood clotting?',
        'Why are mature mammalian red blood cells without a nucleus?',
        'List the antigens and antibodies present in blood group A.',
      ],
    },
    {
      title: 'Breathing and Exchange of Gases',
      intro:
        'Breathing moves air in and out of the lungs; respiration at the cell level uses the oxygen it brings. Between the two, blood carries oxygen to the tissues and carbon dioxide back.',
      sections: [
        {
          heading: 'Mechanism of breathing',
          paragraphs: [
            'Inspiration is active: the diaphragm contracts and flattens and the external intercostal muscles lift the ribs, enlarging the thoracic cavity. Pressure in the lungs falls below atmospheric pressure and air flows in. Normal expiration is passive, as the muscles relax and the lungs recoil.',
            'A healthy adult breathes 12 to 16 times a minute. The tidal volume is about 500 mL; the vital capacity, the most air that can be breathed out after the deepest breath, is 3.5 to 4.5 litres. Some air, the residual volume, always stays in the lungs.',
          ],
        },
        {
          heading: 'Transport of oxygen and carbon dioxide',
          paragraphs: [
            'Gases cross the thin walls of the alveoli by diffusion, down their partial pressure gradients. About 97 percent of oxygen travels bound to haemoglobin as oxyhaemoglobin; the rest is dissolved in plasma.',
            'The oxygen dissociation curve is sigmoid. Low partial pressure of oxygen, high carbon dioxide, high hydrogen ion concentration and a higher temperature, all found in active tissues, shift the curve to the right so haemoglobin gives up more oxygen where it is needed. Most carbon dioxide travels as bicarbonate, formed with the help of carbonic anhydrase.',
          ],
          figure: {
            kind: 'plot',
            curve: 'oxygen-dissociation',
            x: 'partial pressure of O2 (mm Hg)',
            y: 'haemoglobin saturation (%)',
            caption: 'The sigmoid oxygen dissociation curve of haemoglobin.',
          },
        },
      ],
      example: {
        question:
          'Tidal volume is 500 mL and the breathing rate 12 per minute. How much air is breathed in each minute?',
        solution: [
          'Minute volume = tidal volume × rate = 500 mL × 12.',
          '= 6000 mL, that is 6 litres per minute.',
        ],
      },
      keyPoints: [
        'Inspiration is active (diaphragm and external intercostals); quiet expiration is passive.',
        'About 97 percent of oxygen is carried as oxyhaemoglobin.',
        'Most carbon dioxide is carried as bicarbonate in plasma.',
      ],
      practice: [
        'What is meant by vital capacity? Give its normal range.',
        'Which factors shift the oxygen dissociation curve to the right?',
        'Name the enzyme that speeds up the formation of carbonic acid in red cells.',
      ],
    },
  ],
};
