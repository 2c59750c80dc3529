import type { ChapterRow } from './chapter-types.ts';

/**
 * NCERT Mathematics, Class 11 and 12 (the 2023 rationalised editions), with the words that mark each
 * chapter's questions. Terms as in `ncert-physics.ts`.
 */
export const MATHEMATICS: ChapterRow[] = [
  [
    11,
    'Sets',
    'set=2 sets=2 subset*=3 power set=3 venn diagram*=3 union=2 intersection=1 complement=2 universal set=3 empty set=3 null set=3 number of elements=2 cardinal*=2 disjoint=2',
  ],
  [
    11,
    'Relations and Functions (Class 11)',
    'relation*=2 function=1 domain=2 range=2 cartesian product=3 ordered pair*=2 real valued function=3 modulus function=3 signum=3 greatest integer function=3',
  ],
  [
    11,
    'Trigonometric Functions',
    'trigonometr*=3 sin=1 cos=1 tan=2 cot=2 sec=2 cosec=3 radian*=3 degree measure=3 general solution=3 principal solution=3 sum and difference=2 identity=1 tan a=2 tan b=2 tan c=2',
  ],
  [
    11,
    'Complex Numbers and Quadratic Equations',
    'complex number*=3 z=1 conjugate=2 modulus=1 argument=2 argand=3 iota=3 imaginary=3 polar form=3 quadratic equation*=3 roots=2 discriminant=3 cube roots of unity=3 z 1=1 z 2=1 z bar=2 complex plane=3',
  ],
  [
    11,
    'Linear Inequalities',
    'inequalit*=3 linear inequalit*=3 solution set=2 number line=2 graphical solution=2 half plane=2 interval=1',
  ],
  [
    11,
    'Permutations and Combinations',
    'permutation*=3 combination*=3 number of ways=3 arrange*=2 arrangement*=3 factorial=3 ncr=3 npr=3 selection*=2 committee=3 word*=1 letters of the word=3 distinct=1 sit=2 seated=2 distribute*=2 indistinguishable=3 identical=1 non negative integer solution*=3 number of elements in the set=1',
  ],
  [
    11,
    'Binomial Theorem',
    'binomial=3 binomial expansion=3 expansion=2 coefficient of x=3 coefficient=1 general term=3 middle term=3 term independent of x=3 pascal=3 binomial coefficient*=3',
  ],
  [
    11,
    'Sequences and Series',
    'sequence*=2 series=2 arithmetic progression*=3 a p=2 geometric progression*=3 g p=2 arithmetic mean=3 geometric mean=3 harmonic mean=3 common difference=3 common ratio=3 nth term=3 sum of n terms=3 sum of the series=3 sum of first=3 common terms=2 infinite gp=3',
  ],
  [
    11,
    'Straight Lines',
    'straight line*=3 slope=3 gradient=2 intercept*=2 perpendicular distance=3 distance of a point from a line=3 angle between two lines=3 point slope=3 collinear=2 concurrent=2 normal form=2 line=1 lines=1 mid point=1 midpoint=1 locus=2 x axis=1 y axis=1',
  ],
  [
    11,
    'Conic Sections',
    'conic*=3 circle*=2 ellipse*=3 parabola*=3 hyperbola*=3 eccentricity=3 latus rectum=3 focus=2 foci=3 directrix=3 vertex=1 major axis=2 minor axis=2 transverse axis=3 conjugate axis=3 asymptote*=2 tangent=1 chord=2 radius=1 centre=1 intersect at two distinct points=2',
  ],
  [
    11,
    'Introduction to Three Dimensional Geometry',
    'three dimensional=3 octant*=3 coordinate plane*=2 distance between two points=2 section formula=2 xy plane=2 yz plane=2 zx plane=2',
  ],
  [
    11,
    'Limits and Derivatives',
    'limit*=3 left hand limit=3 right hand limit=3 lim=3 tends to=2 approaches=2 derivative*=2 first principle=3 fractional part=1 l h l=2 r h l=2',
  ],
  [
    11,
    'Statistics',
    'mean deviation=3 variance=3 standard deviation=3 median=3 mean=1 mode=2 observation*=3 coefficient of variation=3 frequency distribution=3 data=1 dispersion=2 grouped data=3',
  ],
  [
    11,
    'Probability (Class 11)',
    'probability=2 sample space=3 event*=2 mutually exclusive=3 exhaustive=2 random experiment=3 outcome*=2 coin*=2 die=2 dice=2 cards=2',
  ],
  [
    12,
    'Relations and Functions (Class 12)',
    'one one=3 one to one=3 onto=3 bijective=3 injective=3 surjective=3 invertible=3 inverse of a function=3 composition=2 g o f=3 gof=3 fog=3 f o g=3 equivalence relation=3 reflexive=3 symmetric=2 transitive=3 binary operation=3 relation on=2 divisible by=1',
  ],
  [
    12,
    'Inverse Trigonometric Functions',
    'inverse trigonometric=3 sin 1=3 cos 1=3 tan 1=3 cot 1=3 sec 1=3 cosec 1=3 arcsin=3 arccos=3 arctan=3 principal value*=3 principal branch=3',
  ],
  [
    12,
    'Matrices',
    'matri*=3 transpose=3 a t=2 symmetric matrix=3 skew symmetric=3 identity matrix=3 square matrix=2 order of the matrix=3 elementary operation*=3 trace=2 diagonal=1',
  ],
  [
    12,
    'Determinants',
    'determinant*=3 det=3 adjoint=3 adj=3 cofactor*=3 minor*=2 singular=2 non singular=2 system of equations=3 system of linear equations=3 infinitely many solutions=3 no solution=2 unique solution=2 cramer=3 inverse of a matrix=2 consistent=2 inconsistent=2 area of triangle=1',
  ],
  [
    12,
    'Continuity and Differentiability',
    'continuity=3 continuous=3 differentiab*=3 not differentiable=3 differentiation=2 chain rule=3 implicit=2 logarithmic differentiation=3 parametric=2 second order derivative=3 rolle=3 mean value theorem=3 lagrange=2 dy dx=1 everywhere=1',
  ],
  [
    12,
    'Application of Derivatives',
    'rate of change=3 increasing=3 decreasing=3 strictly increasing=3 strictly decreasing=3 maxima=3 minima=3 maximum value=2 minimum value=2 local maximum=3 local minimum=3 critical point*=3 tangent*=2 normal*=1 approximation*=2 monotonic=3 absolute maximum=3 point of inflection=3',
  ],
  [
    12,
    'Integrals',
    'integral*=2 integrat*=2 indefinite integral=3 definite integral=3 antiderivative*=3 integration by parts=3 partial fraction*=3 substitution=1 dx=2 value of the integral=3 fundamental theorem=2 limit of a sum=3',
  ],
  [
    12,
    'Application of Integrals',
    'area enclosed=3 area bounded=3 area of the region=3 area between=3 bounded by the curve*=3 enclosed by the curve*=3 area under=3 curves=1 region=1',
  ],
  [
    12,
    'Differential Equations',
    'differential equation*=3 order and degree=3 degree of the differential=3 order of the differential=3 general solution=2 particular solution=2 integrating factor=3 variable separable=3 homogeneous differential=3 linear differential=3 dy dx=2 dx dt=2 solution of the differential equation=3',
  ],
  [
    12,
    'Vector Algebra',
    'vector*=3 unit vector*=3 position vector*=3 dot product=3 scalar product=3 cross product=3 vector product=3 scalar triple product=3 projection=3 collinear vectors=3 coplanar=2 i j k=3 magnitude=1 a b=1 a x b=2',
  ],
  [
    12,
    'Three Dimensional Geometry',
    'direction cosine*=3 direction ratio*=3 shortest distance=3 skew lines=3 line of the shortest distance=3 lines=1 plane*=2 equation of the plane=3 equation of the line=2 angle between the line*=2 image of the point=2 foot of the perpendicular=2 r i=1 lambda=1 mu=1 x 1 y 2 z 3=1 z 1=1',
  ],
  [
    12,
    'Linear Programming',
    'linear programming=3 lpp=3 objective function=3 feasible region=3 constraint*=3 optimal solution=3 corner point*=3 optimi*=2 maximise z=3 maximize z=3 minimise z=3 minimize z=3',
  ],
  [
    12,
    'Probability (Class 12)',
    'conditional probability=3 bayes=3 multiplication theorem=3 independent events=3 total probability=3 random variable*=3 probability distribution=3 binomial distribution=3 bernoulli trial*=3 mean of the distribution=2 bag contains=3 balls=2 drawn at random=3 without replacement=3 with replacement=3 white=1 black=1 red=1 probability=1',
  ],
];
