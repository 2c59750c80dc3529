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
