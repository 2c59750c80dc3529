import type { ChapterRow } from './chapter-types.ts';

/**
 * NCERT Physics, Class 11 and 12 (the 2023 rationalised editions), with the words that mark each chapter's
 * questions. Terms: lower case, each ending in `=n` (its weight) or `*` (a stem, weight 1, or `*=n`); the
 * words since the previous term form it, and a plain word also takes its plural. Words shared by many
 * chapters (energy, charge, velocity) are left out or weighed low.
 */
export const PHYSICS: ChapterRow[] = [
  [
    11,
    'Units and Measurements',
    'dimension* dimensional=2 least count=3 vernier=3 screw gauge=3 significant figure*=3 percentage error=5 error*=1 measur* unit* accuracy=1 precision=1 parallax=1 zero error=2 main scale=2',
  ],
  [
    11,
    'Motion in a Straight Line',
    'straight line=2 displacement=1 uniformly accelerated=2 free fall* retardation=2 relative velocity=1 position time=2 velocity time graph=2 stopping distance=2 dropped from=1 thrown upward*=2 one dimension=2',
  ],
  [
    11,
    'Motion in a Plane',
    'projectile*=3 projected=2 angle of projection=3 maximum height=2 horizontal range=3 range=1 time of flight=3 uniform circular motion=2 centripetal acceleration=2 river=2 rain=2 vector* resultant=1 trajectory=2 relative velocity=1',
  ],
  [
    11,
    'Laws of Motion',
    'newton*=1 friction*=2 coefficient of friction=2 static friction=2 kinetic friction=2 tension=1 pulley*=2 block*=1 trolley=2 inclined plane=1 wedge=2 inclination=1 impulse=2 banking=2 banked=2 inertia* pseudo force=2 string=1 conservation of momentum=1',
  ],
  [
    11,
    'Work, Energy and Power',
    'work done=1 kinetic energy=1 potential energy=1 power=1 collision*=2 elastic=1 inelastic=2 coefficient of restitution=3 bullet=2 embedded=2 spring constant=1 work energy theorem=3 conservative force=2 vertical circle=2 height to which=1 bob=1',
  ],
  [
    11,
    'System of Particles and Rotational Motion',
    'moment of inertia=3 torque*=3 angular momentum=3 rolling=3 centre of mass=3 center of mass=3 rotational=2 rotating=1 radius of gyration=3 angular velocity=1 angular acceleration=2 solid sphere=2 disc=1 disk=1 ring=1 moment of the force=3 couple=1 spin*=1 angular impulse=2',
  ],
  [
    11,
    'Gravitation',
    'gravitation*=3 gravity=1 acceleration due to gravity=2 planet*=2 satellite*=3 orbit*=1 escape velocity=3 escape speed=3 kepler*=3 sun=2 earth=1 orbital=1 radius of the earth=2 geostationary=3 weightless*=2',
  ],
  [
    11,
    'Mechanical Properties of Solids',
    'young s modulus=3 youngs modulus=3 modulus of elasticity=3 elasticity=2 stress=2 strain=2 bulk modulus=2 shear modulus=2 modulus of rigidity=3 poisson=3 breaking stress=3 elastic limit=2 wire*=1 elongation=2 extension=1 hooke=2',
  ],
  [
    11,
    'Mechanical Properties of Fluids',
    'viscosity=3 viscous=3 terminal velocity=3 stokes=3 bernoulli=3 surface tension=3 capillary=3 capillarity=3 pressure=1 fluid*=2 liquid=1 buoyan*=2 archimedes=2 density=1 drop*=1 bubble*=2 streamline=2 reynolds=3 wing*=2 continuity=1 hydraulic=2 contact angle=2 air speed=1',
  ],
  [
    11,
    'Thermal Properties of Matter',
    'thermal expansion=3 coefficient of linear expansion=3 specific heat=1 latent heat=3 calorimet*=3 conduction=1 thermal conductivity=3 convection=2 radiation=1 black body=3 wien=3 stefan=3 newton s law of cooling=3 cooling=2 steam=2 ice=2 melting=1 boiling=1 cal=1 heat capacity=1',
  ],
  [
    11,
    'Thermodynamics (Physics)',
    'thermodynamic*=2 first law=2 second law=2 heat engine=3 carnot=3 efficiency=2 refrigerator=3 isothermal*=2 adiabatic*=2 isobaric=2 isochoric=2 cyclic process=2 work done by the gas=2 heat absorbed=2 internal energy=1 p v diagram=2 indicator diagram=2 reversible=1',
  ],
  [
    11,
    'Kinetic Theory',
    'kinetic theory=3 rms speed=3 root mean square=3 mean free path=3 degrees of freedom=3 equipartition=3 monoatomic=2 monatomic=2 diatomic=2 molar specific heat=2 specific heat at constant volume=2 ideal gas=1 gas molecule*=2 avogadro=1 mixture=1 boltzmann=2 cp cv=2',
  ],
  [
    11,
    'Oscillations',
    'oscillat*=2 simple harmonic=3 shm=3 pendulum=2 time period=1 amplitude=1 spring mass=2 damped=2 phase=1 restoring force=2 second s pendulum=3 seconds pendulum=3 to and fro=2 angular frequency=1',
  ],
  [
    11,
    'Waves',
    'wave*=1 sonometer=3 tuning fork=3 beat*=2 resonance column=3 resonance=1 organ pipe=3 closed pipe=3 open pipe=3 harmonic=2 overtone*=3 fundamental frequency=3 doppler=3 sound=2 string=1 speed of sound=3 air column=3 standing wave*=3 node*=2 antinode*=3 transverse=1 longitudinal=2 wavelength=1',
  ],
  [
    12,
    'Electric Charges and Fields',
    'coulomb*=3 electric field=2 point charge*=2 electric dipole=3 dipole=2 gauss*=3 electric flux=3 flux=1 charged sphere*=2 charged=1 charge density=2 line charge=3 infinite plane=2 field line*=2 electrostatic force=2 suspended=1 permittivity=1',
  ],
  [
    12,
    'Electrostatic Potential and Capacitance',
    'capacit*=3 dielectric=3 parallel plate=2 electric potential=2 potential energy=1 equipotential=3 potential difference=1 plates=1 pf=2 electrostatic potential=3 charged to=2 farad=2 energy stored=2',
  ],
  [
    12,
    'Current Electricity',
    'current=1 resistance=2 resistor*=2 resistivity=3 ohm*=2 kirchhoff*=3 wheatstone=3 meter bridge=3 potentiometer=3 emf=2 internal resistance=3 battery=2 cell*=1 drift velocity=3 voltmeter=2 ammeter=2 circuit=1 colour code=3 carbon resistor=3 conductor=1 series=1 parallel=1 electric charge that flows=2',
  ],
  [
    12,
    'Moving Charges and Magnetism',
    'magnetic field=2 biot savart=3 ampere s circuital=3 ampere=1 solenoid=2 toroid=3 galvanometer=5 cyclotron=3 lorentz force=3 current carrying=2 loop=1 magnetic force=2 moving coil=3 shunt=3 converted into voltmeter=3 polygon=1 wire=1 current sensitivity=3 voltage sensitivity=3',
  ],
  [
    12,
    'Magnetism and Matter',
    'diamagnetic=3 paramagnetic=2 ferromagnetic=3 magnetic susceptibility=3 susceptibility=2 permeability=2 bar magnet=3 magnetic moment=2 magnetisation=3 magnetization=3 hysteresis=3 earth s magnetism=3 dip=2 declination=3 curie=2 electromagnet=1 poles=1',
  ],
  [
    12,
    'Electromagnetic Induction',
    'electromagnetic induction=3 induced emf=3 induced current=2 faraday=3 lenz=3 flux=2 self inductance=3 mutual inductance=3 inductance=2 inductor=1 eddy current*=3 motional emf=3 rod=1 moving rod=2 loop moves=2 variable magnetic field=2 coil=1 magnetic potential energy=2',
  ],
  [
    12,
    'Alternating Current',
    'alternating current=3 ac=2 lcr=3 lc=2 resonance=1 resonant frequency=2 resonance frequency=2 impedance=3 reactance=3 power factor=3 rms=2 transformer=3 inductor=2 inductance=1 capacitor=1 power loss=2 sin 314=2 ac supply=3 wattless=3 quality factor=3 displacement current=1',
  ],
  [
    12,
    'Electromagnetic Waves',
    'electromagnetic wave*=3 em wave*=3 displacement current=3 electromagnetic spectrum=3 microwave*=2 infrared=2 ultraviolet=2 x ray*=1 gamma ray*=2 radio wave*=2 oscillating electric field=2 poynting=3 propagating=2',
  ],
  [
    12,
    'Ray Optics and Optical Instruments',
    'lens=2 lenses=2 mirror*=2 concave=2 convex=2 focal length=3 refraction=1 refractive index=2 prism=3 total internal reflection=3 critical angle=3 telescope=3 microscope=3 magnif*=2 magnifying power=3 image=1 object=1 dispersion=2 angle of deviation=3 minimum deviation=3 power of the lens=3 dioptre=3 virtual image=2 real image=2',
  ],
  [
    12,
    'Wave Optics',
    'interference=3 young s double slit=3 youngs double slit=3 double slit=3 fringe*=3 fringe width=3 single slit=3 diffraction=3 polari*=3 brewster=3 malus=3 huygens=3 coherent=3 central maxim*=3 resolving power=2 resolution=2 wavefront=3 unpolarised=3 unpolarized=3',
  ],
  [
    12,
    'Dual Nature of Radiation and Matter',
    'photoelectric=3 work function=3 threshold frequency=3 stopping potential=3 photon*=2 de broglie=3 broglie=3 photoelectron*=3 einstein=2 wave particle duality=3 matter wave*=3 electron emitted=2 emitted=1 metal plate=1 metal surface=2 davisson=3',
  ],
  [
    12,
    'Atoms',
    'bohr=3 hydrogen atom=3 balmer=3 lyman=3 paschen=3 spectral series=3 rutherford=3 alpha particle scattering=3 ground state=2 excited state=2 energy level*=2 orbit=1 rydberg=3 ionisation energy=1 ionization energy=1 impact parameter=3 distance of closest approach=3',
  ],
  [
    12,
    'Nuclei',
    'nucleus=2 nuclei=2 nuclear=2 binding energy=3 mass defect=3 radioactiv*=3 half life=2 decay=2 disintegration=3 fission=3 fusion=2 alpha decay=3 beta decay=3 mass number=2 isotope*=1 fermi=3 activity=1 decay constant=3 mean life=3 nucleon*=3',
  ],
  [
    12,
    'Semiconductor Electronics: Materials, Devices and Simple Circuits',
    'semiconductor*=3 p n junction=3 pn junction=3 diode*=3 zener=3 transistor*=3 logic gate*=3 gate*=2 nand=3 nor=3 rectifier=3 led=2 photodiode=3 solar cell=3 forward bias*=3 reverse bias*=3 depletion=3 doping=3 intrinsic=2 extrinsic=2 hole*=1 v be=2 v ce=2 amplifier=2 truth table=3 output y=2',
  ],
];
