import type { StudyBook } from './study-book';

/** Class 11 mechanics for JEE: motion in a line, Newton's laws, work and energy. */
export const MOTION_AND_FORCES: StudyBook = {
  title: 'Motion and Forces: Class 11 Physics Notes',
  description:
    'Kinematics, Newton’s laws and work-energy in three compact chapters, with graphs, free-body diagrams, worked examples and practice questions for JEE.',
  category: 'JEE',
  section: 'class11',
  price: 149,
  priceDiscounted: 99,
  isFree: false,
  subject: 'Physics',
  subtitle: 'Kinematics, Newton’s laws of motion, work and energy',
  accent: '#1f5f9e',
  chapters: [
    {
      title: 'Motion in a Straight Line',
      intro:
        'Kinematics describes how a body moves without asking why. For motion along a line we need only three quantities: position, velocity and acceleration, each measured from a chosen origin with a chosen positive direction.',
      sections: [
        {
          heading: 'Displacement, velocity and acceleration',
          paragraphs: [
            'Displacement is the change in position, a vector pointing from the start to the end of the motion; distance is the length of the path actually travelled and is never negative. A runner who completes one lap of a 400 m track has covered a distance of 400 m but a displacement of zero.',
            'Average velocity is displacement divided by the time taken, while instantaneous velocity is the limit of that ratio as the interval shrinks: v = dx/dt. In the same way acceleration is the rate of change of velocity, a = dv/dt. A negative acceleration does not always mean slowing down; it means the velocity is changing towards the negative direction.',
          ],
          figure: {
            kind: 'plot',
            curve: 'velocity-time',
            x: 'time t (s)',
            y: 'velocity v (m/s)',
            caption:
              'Velocity-time graph of uniform acceleration: the slope is a, the area below is the displacement.',
          },
        },
        {
          heading: 'Equations of uniformly accelerated motion',
          paragraphs: [
            'When the acceleration a is constant, integrating twice gives the three familiar relations: v = u + at, s = ut + ½at² and v² = u² + 2as, where u is the initial velocity and s the displacement in time t. Each equation leaves out one of the variables, so choose the one that skips the quantity you neither know nor need.',
            'Free fall near the Earth is the commonest example: the acceleration is g = 9.8 m/s² downwards, whatever the mass of the body, as long as air resistance can be ignored. Taking upward as positive, a ball thrown up has a = -g both on the way up and on the way down.',
          ],
          figure: {
            kind: 'plot',
            curve: 'displacement',
            x: 'time t (s)',
            y: 'position x (m)',
            caption: 'Position-time graph for a body starting from rest with a = 2 m/s²: a parabola.',
          },
        },
      ],
      example: {
        question:
          'A car moving at 20 m/s brakes uniformly and stops in 40 m. Find its deceleration and the time it takes to stop.',
        solution: [
          'Using v² = u² + 2as with v = 0, u = 20 m/s and s = 40 m: 0 = 400 + 80a, so a = -5 m/s².',
          'Then v = u + at gives 0 = 20 - 5t, so t = 4 s.',
        ],
      },
      keyPoints: [
        'Distance is a scalar and never decreases; displacement is a vector and can be zero.',
        'The slope of a position-time graph is velocity; the slope of a velocity-time graph is acceleration.',
        'The three equations of motion hold only when the acceleration is constant.',
      ],
      practice: [
        'A stone is dropped from a height of 45 m. How long does it take to reach the ground? (g = 10 m/s²)',
        'A train accelerates from 10 m/s to 30 m/s in 8 s. Find the distance covered in that time.',
        'Sketch the velocity-time graph of a ball thrown vertically upwards until it returns to the hand.',
      ],
    },
    {
      title: 'Newton’s Laws of Motion',
      intro:
        'Dynamics connects motion to its causes. Newton’s three laws, together with a careful free-body diagram, solve almost every mechanics problem in the JEE syllabus.',
      sections: [
        {
          heading: 'Inertia, force and momentum',
          paragraphs: [
            'The first law says that a body keeps its state of rest or uniform motion unless a net external force acts on it. This tendency is called inertia, and mass is its measure. The law also defines an inertial frame: one in which a free body does not accelerate.',
            'The second law states that the net force equals the rate of change of momentum, F = dp/dt, which for a constant mass becomes F = ma. Force and acceleration always point the same way. The third law says that forces come in equal and opposite pairs acting on different bodies, so they never cancel for a single body.',
          ],
          figure: {
            kind: 'incline',
            degrees: 30,
            caption:
              'Free-body diagram of a block at rest on a rough incline: weight mg, normal reaction N, friction f.',
          },
        },
        {
          heading: 'Friction and the inclined plane',
          paragraphs: [
            'Static friction adjusts itself to prevent sliding, up to a limit f = µN, where µ is the coefficient of static friction and N the normal reaction. Once the body slides, kinetic friction acts with the smaller coefficient and opposes the relative motion.',
            'On an incline of angle A, resolve the weight into mg sin A along the slope and mg cos A into it. The block stays at rest while mg sin A is less than µ mg cos A, that is while tan A is less than µ. The angle at which sliding just begins is called the angle of repose.',
          ],
        },
      ],
      example: {
        question:
          'A 5 kg block is pulled along a horizontal floor by a 30 N force. The coefficient of kinetic friction is 0.4. Find the acceleration (g = 10 m/s²).',
        solution: [
          'Normal reaction N = mg = 50 N, so kinetic friction = 0.4 × 50 = 20 N.',
          'Net force = 30 - 20 = 10 N, hence a = 10 / 5 = 2 m/s².',
        ],
      },
      keyPoints: [
        'Draw one free-body diagram per body and include only forces acting on that body.',
        'Action and reaction act on different bodies, so they never cancel each other.',
        'Static friction is self-adjusting up to µN; kinetic friction is constant for given surfaces.',
      ],
      practice: [
        'A lift of mass 800 kg accelerates upwards at 2 m/s². Find the tension in its cable. (g = 10 m/s²)',
        'Find the angle of repose for surfaces with a coefficient of static friction of 0.58.',
        'Two blocks of 2 kg and 3 kg in contact are pushed by 10 N on a smooth floor. Find the force between them.',
      ],
    },
    {
      title: 'Work, Energy and Power',
      intro:
        'Energy methods replace vectors by scalars. When the forces are known along a path, the work-energy theorem often gives a speed in one line where Newton’s laws would need several.',
      sections: [
        {
          heading: 'Work and the work-energy theorem',
          paragraphs: [
            'The work done by a constant force is W = F s cos A, where A is the angle between the force and the displacement. Work is positive when the force helps the motion, negative when it opposes it, and zero when the force is perpendicular to the displacement, as for the tension in a simple pendulum string.',
            'The work-energy theorem states that the total work done on a body equals the change in its kinetic energy, W = ½mv² - ½mu². It follows directly from the second law and holds for variable forces too, where the work is the area under the force-displacement graph.',
          ],
        },
        {
          heading: 'Conservation of mechanical energy and power',
          paragraphs: [
            'For conservative forces such as gravity and an ideal spring, the work done depends only on the end points, so a potential energy can be defined: mgh near the Earth and ½kx² for a spring. If only conservative forces do work, the sum of kinetic and potential energy stays constant.',
            'Power is the rate of doing work, P = W/t, or P = Fv for a force acting on a body moving with velocity v. The SI unit is the watt; one horsepower is about 746 W. An engine that must move a vehicle faster at the same resisting force needs proportionally more power.',
          ],
          figure: {
            kind: 'plot',
            curve: 'area-under',
            x: 'displacement x (m)',
            y: 'force F (N)',
            caption:
              'Work done by a variable force: the shaded area under the F-x graph between two positions.',
          },
        },
      ],
      example: {
        question:
          'A 2 kg ball is released from rest at a height of 20 m. Find its speed just before it hits the ground.',
        solution: [
          'Loss of potential energy = mgh = 2 × 10 × 20 = 400 J, all of which becomes kinetic energy.',
          '½ × 2 × v² = 400 gives v² = 400, so v = 20 m/s (independent of the mass).',
        ],
      },
      keyPoints: [
        'Work is a scalar: W = F s cos A; it can be positive, negative or zero.',
        'Total work done on a body equals its change in kinetic energy.',
        'Power P = Fv; 1 kWh = 3.6 × 10^6 J is a unit of energy, not of power.',
      ],
      practice: [
        'A spring of constant 200 N/m is compressed by 0.1 m. How much energy does it store?',
        'A pump lifts 600 kg of water through 10 m in one minute. Find its power. (g = 10 m/s²)',
        'Show that the work done by friction on a block sliding to rest equals its initial kinetic energy.',
      ],
    },
  ],
};

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
