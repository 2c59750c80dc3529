import type { ChapterRow } from './chapter-types.ts';

/**
 * NCERT Chemistry, Class 11 and 12: the 2023 rationalised editions' chapters, then the chapters those editions
 * dropped (marked `dropped`), which papers before 2024 still ask from. Terms as in `ncert-physics.ts`.
 */
export const CHEMISTRY: ChapterRow[] = [
  [
    11,
    'Some Basic Concepts of Chemistry',
    'mole concept=3 moles=1 mol=1 molarity=2 molality=2 mole fraction=2 limiting reagent=3 stoichiometr*=3 empirical formula=3 molecular formula=2 avogadro=2 percentage composition=3 molar mass=1 number of molecules=2 mmol=2 amount of=1 formed in=1 gram=1 equivalent* law of=1',
  ],
  [
    11,
    'Structure of Atom',
    'quantum number*=3 principal quantum number=3 orbital*=2 electronic configuration=2 aufbau=3 hund=3 pauli=3 heisenberg=3 uncertainty=2 de broglie=2 bohr=2 photon=1 spectrum=1 angular momentum=2 nodes=2 radial node*=3 isoelectronic=2 wavelength of electron=2 rydberg=2 hydrogen spectrum=3 s orbital=2 d orbital=1',
  ],
  [
    11,
    'Classification of Elements and Periodicity in Properties',
    'periodic*=2 periodicity=3 ionisation enthalpy=3 ionization enthalpy=3 ionisation energy=2 electron gain enthalpy=3 electronegativity=2 atomic radi*=3 ionic radi*=3 isoelectronic=2 group 13=1 group=1 period=1 mendeleev=3 atomic number=1 size of=2',
  ],
  [
    11,
    'Chemical Bonding and Molecular Structure',
    'bond order=3 hybridi*=3 vsepr=3 lone pair*=3 molecular orbital=3 ionic character=3 dipole moment=3 bond angle=3 bond length=2 trigonal bipyramidal=3 tetrahedral=1 square planar=1 sp3=2 sp2=2 sp=2 sigma=2 pi bond*=2 resonance=1 hydrogen bond*=2 h bonding=3 fajan*=3 shape=2 bond=1 covalent=1 paramagnetic=1',
  ],
  [
    11,
    'Thermodynamics (Chemistry)',
    'enthalpy=2 entropy=3 gibbs=3 free energy=2 spontaneous=2 spontaneity=3 hess=3 bond dissociation energ*=3 enthalpy of formation=3 enthalpy of combustion=3 heat of=1 exothermic=2 endothermic=2 free expansion=3 adiabatic=1 isothermal=1 kj mol=2 internal energy=1 state function=3 delta h=2 q 0=1 w 0=1',
  ],
  [
    11,
    'Equilibrium',
    'equilibrium=2 equilibrium constant=3 kp=3 kc=3 le chatelier=3 ph=2 poh=3 buffer=3 ka=2 kb=2 solubility product=3 ksp=3 common ion=3 hydrolysis=2 salt of=1 weak acid=2 weak base=2 dissociation constant=2 ammonium acetate=3 degree of dissociation=2 favour* maximum formation=3 ionic product=3 acidic=1 basic=1 naoh hcl=2',
  ],
  [
    11,
    'Redox Reactions',
    'redox=3 oxidation number=3 oxidation state*=2 disproportionation=3 oxidising agent=2 oxidizing agent=2 reducing agent=2 balanced equation=2 half reaction=2 oxidising action=3 comproportionation=3 coefficients=2 oxidation=1 reduction=1 kmno4=1 k2cr2o7=1',
  ],
  [
    11,
    'Organic Chemistry: Some Basic Principles and Techniques',
    'iupac=3 inductive effect=3 i effect=3 hyperconjugation=3 carbocation*=3 carbanion*=3 free radical*=2 homolytic=3 heterolytic=3 electrophile*=2 nucleophile*=2 kjeldahl=3 lassaigne=3 dumas=3 chromatography=3 distillation=2 isomerism=1 resonance=1 functional group*=1 organic compound*=1 estimation of=2 purification=2 crystallisation=2 stability=1',
  ],
  [
    11,
    'Hydrocarbons',
    'hydrocarbon*=3 alkane*=3 alkene*=3 alkyne*=3 wurtz=3 markovnikov=3 ozonolysis=3 benzene=2 aromatic*=2 aromaticity=3 friedel craft*=2 electrophilic substitution=2 conformation*=3 newman=3 kolbe=2 bromination=2 cis trans=2 toluene=2 hydrogenation=2 c 2 h 6=1',
  ],
  [
    12,
    'Solutions',
    'solution*=1 raoult=3 van t hoff=3 vant hoff=3 van t haft=3 colligative=3 osmotic pressure=3 osmosis=2 elevation in boiling point=3 depression in freezing point=3 relative lowering=3 vapour pressure=2 azeotrop*=3 henry s law=3 molality=2 ideal solution=3 aqueous solutions=1 mole fraction=1 concentration=1',
  ],
  [
    12,
    'Electrochemistry',
    'electrochemi*=3 electrode potential=3 standard electrode potential=3 emf=2 nernst=3 half cell=3 galvanic=3 electrolytic=2 electrolysis=3 faraday=3 conductance=3 conductivity=3 molar conductivity=3 kohlrausch=3 cell potential=3 salt bridge=3 corrosion=2 battery=1 fuel cell=3 e cell=3 2 303 rt f=3 potential for=2',
  ],
  [
    12,
    'Chemical Kinetics',
    'rate of reaction=3 rate constant=3 order of reaction=3 first order=3 second order=2 zero order=3 half life=2 half life period=3 activation energy=3 arrhenius=3 rate law=3 molecularity=3 pseudo first order=3 initial concentration=2 collision theory=2 catalyst=1 rate=1 age of=2 14 c=2 radioactive=1',
  ],
  [
    12,
    'The d- and f-Block Elements',
    'transition element*=3 transition metal*=3 d block=3 f block=3 lanthanoid*=3 actinoid*=3 lanthanide*=3 actinide*=3 lanthanoid contraction=3 d d transition=3 kmno4=2 k2cr2o7=2 cr2o7=2 dichromate=3 permanganate=3 mno4=2 cro4=2 magnetic moment=2 spin only=3 interstitial=2 coloured=1 colour=1 b m=2 zn=1 cu=1 mn=1',
  ],
  [
    12,
    'Coordination Compounds',
    'coordination=2 complex*=2 ligand*=3 homoleptic=3 heteroleptic=3 chelat*=3 crystal field=3 cfse=3 werner=3 carbonyl*=2 isomerism=1 geometrical isomer*=2 linkage isomer*=3 ionization isomer*=3 ionisation isomer*=3 coordination isomer*=3 en=1 cn=1 nh3=1 ni co=2 fe co=2 ni cn=2 ambidentate=3 tetranuclear=2 mononuclear=3 spectrochemical=3',
  ],
  [
    12,
    'Haloalkanes and Haloarenes',
    'haloalkane*=3 haloarene*=3 alkyl halide*=3 aryl halide*=3 sn1=3 sn2=3 nucleophilic substitution=3 chlorobutane=2 kcn=2 agcn=3 isocyanide=2 chloroform=2 ddt=3 freon*=3 finkelstein=3 swarts=3 optical isomer*=2 chiral*=2 racemi*=3 enantiomer*=3 elimination=2 dehydrohalogenation=3 alkyl bromide=2 bromotoluene=1 grignard=1',
  ],
  [
    12,
    'Alcohols, Phenols and Ethers',
    'alcohol*=2 phenol*=3 ether*=2 williamson=3 diethyl ether=3 reimer tiemann=3 kolbe s reaction=3 lucas=3 ethanol=2 c 2 h 5 oh=2 dehydration=2 picric=3 anisole=3 hydroboration=2 oh group=1 c2h5oh=2',
  ],
  [
    12,
    'Aldehydes, Ketones and Carboxylic Acids',
    'aldehyde*=3 ketone*=3 carboxylic acid*=3 carbonyl=2 aldol=3 cannizzaro=3 iodoform=3 naoi=3 yellow precipitate=2 tollens=3 fehling=3 clemmensen=3 wolff kishner=3 rosenmund=3 stephen=2 etard=3 hvz=3 formic acid=2 oxalic acid=2 acetic acid=1 ch3cooh=1 esterification=2 nucleophilic addition=3 acetophenone=3 benzaldehyde=3',
  ],
  [
    12,
    'Amines',
    'amine*=3 aniline=3 anilinium=3 diazonium=3 diazotisation=3 diazotization=3 hofmann=3 gabriel=3 carbylamine=3 hinsberg=3 nitroaniline=3 nitration of aniline=3 nh 2 group=2 nh2 group=2 aminobenzene=3 acetanilide=2 basicity=2 sandmeyer=3 coupling=1',
  ],
  [
    12,
    'Biomolecules (Chemistry)',
    'carbohydrate*=3 glucose=3 fructose=3 sucrose=3 maltose=3 lactose=3 starch=2 amylose=3 amylopectin=3 cellulose=2 glycogen=2 glycosidic=3 anomer*=3 amino acid*=2 zwitterion=3 glycine=2 peptide=2 protein*=1 denaturation=2 nucleic acid*=2 dna=1 rna=1 nucleotide*=2 nucleoside*=3 vitamin*=2 enzyme*=1 strand=1 complementary strand=2 bases=1',
  ],
  [
    11,
    'States of Matter',
    'van der waals=3 ideal gas equation=2 compressibility factor=3 critical temperature=3 liquef*=3 real gas*=3 gas law*=2 boyle=3 charles=3 dalton=2 partial pressure=2 graham=3 diffusion=2 effusion=3 correction factor=3 kinetic energy of gas=2',
    true,
  ],
  [
    11,
    'Hydrogen',
    'hydrogen peroxide=3 h2o2=3 heavy water=3 d2o=3 hydride*=3 hard water=3 hardness of water=3 calgon=3 water gas=3 syngas=3 ortho hydrogen=3 para hydrogen=3 dihydrogen=3 cah 2=2 beh 2=2 bah 2=2',
    true,
  ],
  [
    11,
    'The s-Block Elements',
    's block=3 alkali metal*=3 alkaline earth=3 sodium=1 potassium=1 lithium=2 beryllium=2 magnesium=1 calcium=1 barium=1 plaster of paris=3 gypsum=3 washing soda=3 baking soda=3 solvay=3 castner kellner=3 quicklime=3 slaked lime=3 beo=2 mgo=2 cao=2 bao=2 oxides=1',
    true,
  ],
  [
    12,
    'The p-Block Elements',
    'p block=3 halogen*=3 noble gas*=3 xenon=3 xef*=3 interhalogen*=3 clf 3=2 clf3=2 oxyacid*=3 group 13=2 group 14=2 group 15=3 group 16=3 group 17=3 group 18=3 boron=2 borax=3 diborane=3 silicon=2 silicone*=3 silicate*=3 nitrogen=1 oxides of nitrogen=3 hno3=2 ammonia=2 phosphorus=2 ph3=2 sulphur=2 sulfuric acid=2 ozone=1 chlorine=2 fluorine=2 bromine=1 mf ion=2 ga=1 tl=1',
    true,
  ],
  [
    11,
    'Environmental Chemistry',
    'pollut*=3 pollution=3 smog=3 acid rain=3 ozone layer=3 ozone depletion=3 greenhouse=3 global warming=3 bod=3 biochemical oxygen demand=3 eutrophication=2 atmosphere=1 green chemistry=3 pm 2=2',
    true,
  ],
  [
    12,
    'The Solid State',
    'bcc=3 fcc=3 ccp=3 hcp=3 unit cell=3 packing efficiency=3 crystal lattice=3 lattice=1 coordination number=2 schottky=3 frenkel=3 point defect*=3 voids=3 octahedral void*=3 tetrahedral void*=3 edge length=3 density of=1 semiconductor=1 crystalline=2 amorphous=2',
    true,
  ],
  [
    12,
    'Surface Chemistry',
    'adsorption=3 adsorbate=3 adsorbent=3 colloid*=3 sol=1 coagulat*=3 hardy schulze=3 tyndall=3 brownian=3 emulsion*=3 micelle*=3 freundlich=3 physisorption=3 chemisorption=3 peptization=3 gold number=3 electrophoresis=3 dialysis=3 flocculat*=3',
    true,
  ],
  [
    12,
    'General Principles and Processes of Isolation of Elements',
    'metallurgy=3 ellingham=3 ore*=1 froth flotation=3 calcination=3 roasting=3 smelting=3 leaching=3 zone refining=3 van arkel=3 mond process=3 extraction=2 blast furnace=3 bauxite=3 alumina=3 cryolite=3 hall heroult=3 slag=3 flux=1 refining=2 reduce alumina=3',
    true,
  ],
  [
    12,
    'Polymers',
    'polymer*=3 monomer*=3 polymerisation=3 polymerization=3 nylon=3 bakelite=3 terylene=3 dacron=3 teflon=3 pvc=3 neoprene=3 buna=3 vulcani*=3 cross linked=3 network polymer*=3 addition polymer*=3 condensation polymer*=3 biodegradable=2 elastomer*=3 thermosetting=3 thermoplastic=3 copolymer*=3',
    true,
  ],
  [
    12,
    'Chemistry in Everyday Life',
    'drug*=2 antacid*=3 antihistamine*=3 analgesic*=3 antipyretic*=3 antibiotic*=2 antiseptic*=3 disinfectant*=3 tranquil*=3 detergent*=3 soap*=2 sweetener*=3 preservative*=3 food additive*=3 aspirin=3 paracetamol=3 saccharin=3 aspartame=3',
    true,
  ],
];
