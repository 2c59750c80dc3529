import type { StudyBook } from './study-book';

/** Self-study calculus for JEE: limits, derivatives and integrals, with graphs. */
export const CALCULUS_STARTER: StudyBook = {
  title: 'Calculus Starter: Limits, Derivatives and Integrals',
  description:
    'A self-study introduction to calculus for JEE aspirants: limits and continuity, differentiation and its uses, and definite integrals as areas, with plotted graphs.',
  category: 'JEE',
  section: 'home',
  price: 499,
  priceDiscounted: 399,
  isFree: false,
  subject: 'Mathematics',
  subtitle: 'Limits, derivatives and integrals from first principles',
  accent: '#2e75b6',
  chapters: [
    {
      title: 'Limits and Continuity',
      intro:
        'Calculus rests on one idea: what happens to a quantity as another approaches a value. A limit makes that idea precise, even when the function is not defined at the point itself.',
      sections: [
        {
          heading: 'The idea of a limit',
          paragraphs: [
            'We say the limit of f(x) as x tends to a is L when f(x) can be made as close to L as we like by taking x close enough to a, but not equal to it. The left-hand and right-hand limits must both exist and be equal for the limit to exist.',
            'Standard limits worth remembering: (sin x)/x tends to 1 as x tends to 0 when x is in radians; (x^n - a^n)/(x - a) tends to n a^(n-1); and (1 + 1/n)^n tends to e, about 2.718, as n grows without bound.',
          ],
          figure: {
            kind: 'unit-circle',
            degrees: 40,
            caption:
              'On the unit circle, sin t is the height of P; for small t it is almost equal to the arc t.',
          },
        },
        {
          heading: 'Continuity',
          paragraphs: [
            'A function is continuous at x = a when f(a) is defined, the limit at a exists, and the two are equal. Polynomials, sine and cosine, and exponentials are continuous everywhere; a rational function is continuous wherever its denominator is not zero.',
            'Continuity on a closed interval has strong consequences. By the intermediate value theorem, a continuous function that is negative at one end and positive at the other must be zero somewhere in between: this is how we know an equation has a root before we find it.',
          ],
        },
      ],
      example: {
        question: 'Find the limit of (x² - 9)/(x - 3) as x tends to 3.',
        solution: [
          'Factorise: (x² - 9)/(x - 3) = (x - 3)(x + 3)/(x - 3) = x + 3 for x not equal to 3.',
          'So the limit is 3 + 3 = 6.',
        ],
      },
      keyPoints: [
        'A limit exists when the left-hand and right-hand limits are equal.',
        '(sin x)/x tends to 1 as x tends to 0, with x in radians.',
        'Continuity at a: f(a) defined and equal to the limit at a.',
      ],
      practice: [
        'Evaluate the limit of (1 - cos x)/x² as x tends to 0.',
        'Is f(x) = |x|/x continuous at x = 0? Explain.',
        'Show that x³ - x - 1 = 0 has a root between 1 and 2.',
      ],
    },
    {
      title: 'Differentiation',
      intro:
        'The derivative measures how fast a function changes: the slope of its graph, the velocity of a moving point, the marginal cost of one more item.',
      sections: [
        {
          heading: 'Derivative from first principles',
          paragraphs: [
            'The derivative of f at x is the limit of [f(x + h) - f(x)]/h as h tends to 0. Geometrically it is the slope of the tangent to the curve at that point. From the definition, the derivative of x^n is n x^(n-1), of sin x is cos x, and of e^x is e^x itself.',
            'Three rules extend these to almost any function: the product rule (uv)’ = u’v + uv’, the quotient rule, and the chain rule, which says the derivative of f(g(x)) is f’(g(x)) g’(x). The chain rule is the one most often forgotten in examinations.',
          ],
          figure: {
            kind: 'plot',
            curve: 'parabola-tangent',
            x: 'x',
            y: 'y = x²/2',
            caption: 'The tangent to y = x²/2 at x = 1.5 has slope 1.5, the value of the derivative there.',
          },
        },
        {
          heading: 'Maxima and minima',
          paragraphs: [
            'At a local maximum or minimum of a differentiable function the tangent is horizontal, so f’(x) = 0. The second derivative tells which: f’’(x) < 0 gives a maximum and f’’(x) > 0 a minimum.',
            'For example, f(x) = x² - 4x + 3 has f’(x) = 2x - 4, which is zero at x = 2, and f’’(x) = 2 > 0, so x = 2 gives the minimum value f(2) = -1. The parabola crosses the x-axis at x = 1 and x = 3.',
          ],
          figure: {
            kind: 'plot',
            curve: 'parabola',
            x: 'x',
            y: 'f(x)',
            caption: 'f(x) = x² - 4x + 3 with its minimum at (2, -1).',
          },
        },
      ],
      example: {
        question: 'Differentiate y = sin(x²).',
        solution: [
          'Chain rule with the outer function sin u and the inner u = x².',
          'dy/dx = cos(x²) × 2x = 2x cos(x²).',
        ],
      },
      keyPoints: [
        'Derivative = slope of the tangent = instantaneous rate of change.',
        'd/dx(x^n) = n x^(n-1); d/dx(sin x) = cos x; d/dx(e^x) = e^x.',
        'At an extremum f’(x) = 0; the sign of f’’(x) tells maximum from minimum.',
      ],
      practice: [
        'Differentiate x² e^x using the product rule.',
        'Find the maximum value of 6x - x².',
        'Find the slope of the tangent to y = x³ at x = 2.',
      ],
    },
    {
      title: 'Integration',
      intro:
        'Integration reverses differentiation and adds up infinitely many small pieces. The fundamental theorem of calculus ties the two ideas together.',
      sections: [
        {
          heading: 'Antiderivatives',
          paragraphs: [
            'An antiderivative of f is any function F with F’ = f. The indefinite integral of x^n is x^(n+1)/(n+1) + C for n not equal to -1, the integral of 1/x is ln|x| + C, and the integral of cos x is sin x + C. The constant C appears because constants vanish on differentiation.',
            'Substitution is the chain rule in reverse: to integrate 2x cos(x²), put u = x², so du = 2x dx and the integral becomes the integral of cos u, which is sin(x²) + C.',
          ],
        },
        {
          heading: 'Definite integrals and area',
          paragraphs: [
            'The definite integral of f from a to b is F(b) - F(a), where F is any antiderivative. When f is positive it equals the area between the curve, the x-axis and the lines x = a and x = b. Area below the axis counts as negative.',
            'For example, the integral of (x²/4 + 1) from 1 to 3 is [x³/12 + x] evaluated from 1 to 3, which is (27/12 + 3) - (1/12 + 1) = 26/12 + 2, about 4.17 square units.',
          ],
          figure: {
            kind: 'plot',
            curve: 'area-under',
            x: 'x',
            y: 'y = x²/4 + 1',
            caption: 'The definite integral from 1 to 3 is the shaded area under the curve.',
          },
        },
      ],
      example: {
        question: 'Find the area under y = 2x from x = 0 to x = 1.',
        solution: [
          'An antiderivative of 2x is x².',
          'Area = 1² - 0² = 1 square unit, the area of a triangle of base 1 and height 2.',
        ],
      },
      keyPoints: [
        'Integral of x^n = x^(n+1)/(n+1) + C, for n not equal to -1.',
        'Definite integral = F(b) - F(a) for any antiderivative F.',
        'Substitution reverses the chain rule.',
      ],
      practice: [
        'Integrate 3x² + 2x + 1.',
        'Evaluate the integral of sin x from 0 to pi.',
        'Find the area enclosed between y = x² and y = x.',
      ],
    },
  ],
};
