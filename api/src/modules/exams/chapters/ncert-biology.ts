import type { ChapterRow } from './chapter-types.ts';

/**
 * NCERT Biology, Class 11 and 12: the 2023 rationalised editions' chapters, then the chapters those editions
 * dropped (marked `dropped`), which papers before 2024 still ask from. Terms as in `ncert-physics.ts`.
 */
export const BIOLOGY: ChapterRow[] = [
  [
    11,
    'The Living World',
    'taxonom*=3 taxon=3 taxa=3 binomial nomenclature=3 nomenclature=2 herbarium=3 botanical garden*=2 museum*=2 key=1 taxonomic hierarch*=3 category=1 genus=2 species=1 family=1 order=1 class=1 zoological park*=2 icbn=3 monograph*=3 flora=2',
  ],
  [
    11,
    'Biological Classification',
    'five kingdom=3 kingdom*=2 monera=3 protist*=3 protozoa*=3 fungi=3 fungus=2 virus*=2 viroid*=3 lichen*=3 bacteria=1 cyanobacteria=2 diatom*=3 dinoflagellate*=3 euglenoid*=3 slime mould*=3 ciliate*=3 ascomycete*=3 basidiomycete*=3 deuteromycete*=3 phycomycete*=3 neurospora=3 agaricus=3 alternaria=3 saccharomyces=2 karyogamy=3 mycoplasma=3 whittaker=3 prokaryote*=2',
  ],
  [
    11,
    'Plant Kingdom',
    'algae=3 bryophyt*=3 pteridophyt*=3 gymnosperm*=3 angiosperm*=1 cycas=3 pinus=3 marchantia=3 funaria=3 chlorella=3 polysiphonia=3 fucus=3 volvox=3 spirogyra=3 selaginella=3 equisetum=3 gemma=3 alternation of generation*=3 haplontic=3 diplontic=3 chara=2 moss*=3 fern*=3 cycads=2 conifers=2',
  ],
  [
    11,
    'Animal Kingdom',
    'phylum=3 chordat*=3 non chordat*=3 porifera=3 coelenterat*=3 cnidaria=3 ctenophora=3 platyhelminthes=3 aschelminthes=3 annelida=3 arthropoda=3 mollusca=3 echinodermata=3 hemichordata=3 vertebrat*=2 amphibia=3 reptilia=3 aves=3 mammalia=3 osteichthyes=3 chondrichthyes=3 coelom*=3 metamorphosis=2 homeotherm*=3 poikilotherm*=3 tunicate=3 starfish=2 macropus=3 psittacula=3 camelus=3 chelone=3 crop and gizzard=3 notochord=3 cockroach=2',
  ],
  [
    11,
    'Morphology of Flowering Plants',
    'morphology=2 inflorescence=3 racemose=3 cymose=3 placentation=3 aestivation=3 phyllotaxy=3 venation=3 tap root=3 adventitious root*=3 modified=2 rhizome=3 tuber=2 stolon=3 offset*=2 tendril*=3 thorn*=2 pneumatophore*=3 prop root*=3 stilt root*=3 sweet potato=3 fabaceae=3 solanaceae=3 liliaceae=3 floral formula=3 hypogynous=3 epigynous=3 perigynous=3 drupe=3 stamen*=1 carpel*=1',
  ],
  [
    11,
    'Anatomy of Flowering Plants',
    'anatomy=2 meristem*=3 xylem=2 phloem=2 cambium=3 vascular cambium=3 cork cambium=3 phellogen=3 secondary growth=3 casparian=3 endodermis=3 pericycle=3 epidermis=2 cortex=2 stomata=1 dicot stem=3 monocot=2 dicot=2 tracheid*=3 vessel*=1 sclerenchyma=3 collenchyma=3 parenchyma=3 annual ring*=3 heartwood=3 sapwood=3 lenticel*=3 bulliform=3 dumb bell=2 guard cell*=2',
  ],
  [
    11,
    'Structural Organisation in Animals',
    'epithelium=3 epithelial tissue=3 connective tissue=3 squamous=3 cuboidal=3 columnar=3 ciliated=2 cartilage=2 areolar=3 adipose=3 neural tissue=2 muscle tissue=2 cockroach=3 frog=3 earthworm=2 malpighian tubule*=3 tight junction*=3 gap junction*=3 goblet cell*=1 male cockroach=3 sternum=1 anal style*=3',
  ],
  [
    11,
    'Cell: The Unit of Life',
    'cell theory=3 organelle*=3 mitochondri*=2 chloroplast*=2 plastid*=3 ribosome*=2 polysome*=3 golgi=3 endoplasmic reticulum=3 rer=3 ser=2 lysosome*=3 vacuole*=3 nucleolus=3 nucleoli=3 centrosome*=3 centriole*=3 cilia=2 flagella=2 cytoskeleton=3 cell wall=2 plasma membrane=3 fluid mosaic=3 nissl=2 prokaryotic cell*=3 mesosome*=3 eukaryotic=2 secretory vesicle*=3 cell membrane=2 microbodies=3 chromosome*=1 metacentric=3 submetacentric=3 acrocentric=3 telocentric=3 lampbrush=2 polytene=2',
  ],
  [
    11,
    'Biomolecules (Biology)',
    'biomolecule*=3 enzyme*=2 cofactor*=3 coenzyme*=3 competitive inhibit*=3 substrate=2 michaelis=3 km=1 amino acid*=2 fatty acid*=2 lipid*=2 phospholipid*=2 polysaccharide*=3 sugar*=2 carbonyl and hydroxyl=3 functional groups=1 glycosidic=2 peptide bond*=3 secondary metabolite*=3 nucleotide*=1 activation energy=2',
  ],
  [
    11,
    'Cell Cycle and Cell Division',
    'cell cycle=3 mitosis=3 mitotic=3 meiosis=3 meiotic=3 prophase=3 metaphase=3 anaphase=3 telophase=3 interphase=3 leptotene=3 zygotene=3 pachytene=3 diplotene=3 diakinesis=3 synapsis=3 crossing over=3 chiasmata=3 bivalent*=3 homologous chromosome*=3 cytokinesis=3 karyokinesis=3 g1=2 g2=2 s phase=3 spindle=2 kinetochore*=3 synaptonemal=3',
  ],
  [
    11,
    'Photosynthesis in Higher Plants',
    'photosynthe*=3 light reaction=3 dark reaction=3 calvin=3 c4=3 c3=2 kranz=3 rubisco=3 photorespiration=3 photosystem*=3 ps i=3 ps ii=3 chlorophyll*=3 photophosphorylation=3 nadph=3 thylakoid*=3 stroma=2 pep=2 cam plant*=3 carotenoid*=3 oxygen is not produced=2 photolysis=3 green sulphur bacteria=2',
  ],
  [
    11,
    'Respiration in Plants',
    'respiration=2 cellular respiration=3 glycolysis=3 krebs=3 tca cycle=3 citric acid cycle=3 electron transport=3 oxidative phosphorylation=3 fermentation=3 pyruvate=3 pyruvic=3 acetyl coa=3 nad=2 fad=2 atp synthase=3 respiratory quotient=3 rq=3 anaerobic=2 aerobic=2 mitochondrial matrix=3 final electron acceptor=3',
  ],
  [
    11,
    'Plant Growth and Development',
    'auxin*=3 gibberellin*=3 cytokinin*=3 abscisic acid=3 aba=3 ethylene=3 plant growth regulator*=3 plant hormone*=3 phytohormone*=3 photoperiodism=3 vernalisation=3 vernalization=3 apical dominance=3 senescence=2 dormancy=2 bolting=3 differentiation=1 dedifferentiation=3 redifferentiation=3 growth rate=2 arithmetic growth=3 geometric growth=3 2 4 d=3 flowers only once=2',
  ],
  [
    11,
    'Breathing and Exchange of Gases',
    'breathing=3 lung*=2 alveol*=3 tidal volume=3 vital capacity=3 residual volume=3 inspiratory=3 expiratory=3 respiratory volume*=3 oxyhaemoglobin=3 oxyhemoglobin=3 haemoglobin=2 hemoglobin=2 partial pressure=2 asthma=3 emphysema=3 bronchi*=3 diaphragm=2 trachea=2 occupational respiratory=3 silicosis=3 pneumoconiosis=3 carbonic anhydrase=3 respiratory=1',
  ],
  [
    11,
    'Body Fluids and Circulation',
    'blood=2 plasma=1 fibrinogen=3 globulin*=3 albumin=3 erythrocyte*=3 leucocyte*=3 platelet*=3 blood group*=2 rh factor=3 clotting=3 coagulation=2 heart=2 cardiac cycle=3 ecg=3 sa node=3 av node=3 tricuspid=3 bicuspid=3 mitral=3 ventricle*=3 atri*=2 systole=3 diastole=3 lymph=2 double circulation=3 hypertension=2 erythropoiesis=2 pacemaker=3',
  ],
  [
    11,
    'Excretory Products and their Elimination',
    'excret*=3 kidney*=2 nephron*=3 glomerul*=3 bowman=3 loop of henle=3 henle=3 renal=3 urine=3 urea=2 uric acid=2 ammonotelic=3 ureotelic=3 uricotelic=3 counter current=3 adh=2 renin=3 angiotensin=3 dialysis=2 glycosuria=3 ketonuria=3 uremia=3 renal calculi=3 micturition=3 podocyte*=3 pct=2 dct=2 juxtaglomerular=3',
  ],
  [
    11,
    'Locomotion and Movement',
    'locomotion=3 muscle contraction=3 skeletal muscle=3 sarcomere=3 actin=3 myosin=3 troponin=3 tropomyosin=3 sliding filament=3 cross bridge*=3 sarcoplasmic=3 i band=3 a band=3 z line=3 skeleton=2 bone*=1 joint*=2 synovial=3 vertebrae=2 ribs=2 arthritis=2 osteoporosis=3 gout=3 myasthenia=3 tetany=3 calcium=1',
  ],
  [
    11,
    'Neural Control and Coordination',
    'neuron*=3 nerve impulse=3 synapse*=3 synaptic=3 axon*=3 dendrite*=3 neurotransmitter*=3 acetylcholine=2 action potential=3 resting potential=3 myelin*=3 node of ranvier=3 brain=2 cerebrum=3 cerebellum=3 medulla oblongata=3 hypothalamus=2 corpus callosum=3 spinal cord=2 reflex=2 eye=2 retina=3 rods=2 cones=2 ciliary body=3 iris=2 lens in the human eye=3 ear=2 cochlea=3 organ of corti=3 nissl bod*=2',
  ],
  [
    11,
    'Chemical Coordination and Integration',
    'hormone*=2 endocrine=3 pituitary=3 hypothalamus=2 thyroid=3 thyroxine=3 parathyroid=3 adrenal=3 adrenaline=3 epinephrine=3 insulin=3 glucagon=3 pancreas=2 islets of langerhans=3 pineal=3 melatonin=3 thymus=2 cortisol=3 aldosterone=3 gonadotropin*=2 goitre=3 cretinism=3 diabetes=2 addison=3 amino acid derived=3 steroid hormone*=3 acromegaly=3 gigantism=3 osteoporosis=1',
  ],
  [
    12,
    'Sexual Reproduction in Flowering Plants',
    'pollen=3 pollen grain*=3 pollination=3 pollinat*=2 microsporangi*=3 megasporangi*=3 embryo sac=3 ovule*=2 double fertili*=3 triple fusion=3 endosperm=3 syngamy=2 apomixis=3 polyembryony=3 parthenocarpy=3 self incompatibility=3 sporopollenin=3 pollenkitt=3 exine=3 intine=3 tapetum=3 anther=2 stigma=2 chasmogamous=3 cleistogamous=3 geitonogamy=3 xenogamy=3 emasculation=3 scutellum=3 coleoptile=3 perisperm=3 false fruit*=3 seed*=1 yucca=3',
  ],
  [
    12,
    'Human Reproduction',
    'spermatogenesis=3 oogenesis=3 spermiogenesis=3 spermiation=3 spermatid*=3 spermatozoa=3 sperm*=2 ovum=3 ovary=2 testis=3 testes=3 menstrual cycle=3 menstruation=3 ovulation=3 proliferative phase=3 luteal phase=3 follicular phase=3 corpus luteum=3 placenta=3 hcg=3 hpl=3 fertilisation=2 fertilization=2 implantation=3 blastocyst=3 morula=3 trophoblast=3 amnion=3 embryo=2 ectoderm=3 mesoderm=3 endoderm=3 gastrulation=3 parturition=3 lactation=3 colostrum=3 leydig=3 sertoli=3 pregnancy=2',
  ],
  [
    12,
    'Reproductive Health',
    'contracepti*=3 saheli=3 iud*=3 copper t=3 oral pill*=3 vasectomy=3 tubectomy=3 mtp=3 medical termination=3 amniocentesis=3 infertility=3 ivf=3 zift=3 gift=3 icsi=3 test tube baby=3 sexually transmitted=3 std*=2 sti*=2 population explosion=3 reproductive health=3 post coital=3 lactational amenorrhea=3 condom*=3',
  ],
  [
    12,
    'Principles of Inheritance and Variation',
    'mendel*=3 monohybrid=3 dihybrid=3 test cross=3 dominance=2 incomplete dominance=3 co dominance=3 codominance=3 multiple allele*=3 allele*=2 polygenic=3 pleiotropy=3 linkage=3 recombination=2 sex linked=3 x linked=3 haemophilia=3 hemophilia=3 colour blind*=3 color blind*=3 sickle cell=3 thalassemia=3 thalassaemia=3 down s syndrome=3 turner=3 klinefelter=3 pedigree=3 blood group*=2 abo=3 genotype*=2 phenotype*=2 f1=2 f2=2 morgan=2 sex determination=3 xo type=3 grasshopper=2 chromosomal theory=3 aneuploidy=3 polyploidy=3',
  ],
  [
    12,
    'Molecular Basis of Inheritance',
    'dna replication=3 replication=3 semiconservative=3 semi conservative=3 meselson=3 stahl=3 transcription=3 transcribed=3 translation=3 mrna=3 trna=3 rrna=2 codon*=3 anticodon*=3 genetic code=3 operon=3 lac operon=3 operator=2 promoter=2 repressor=2 splicing=3 spliceosome*=3 exon*=3 intron*=3 coding strand=3 template strand=3 griffith=3 hershey=3 chase=2 transforming principle=3 avery=3 dna fingerprinting=3 vntr=3 human genome project=3 ribozyme=2 nucleosome*=3 histone*=3 euchromatin=3 heterochromatin=3 central dogma=3 reverse transcript*=3 sequence of bases=2 sequence=1 dna=1 gene*=1 jacob and monod=3 alec jeffreys=3',
  ],
  [
    12,
    'Evolution',
    'evolution=3 evolutionary=3 darwin*=3 natural selection=3 lamarck*=3 hugo de vries=3 de vries=3 mutation theory=3 saltation=3 homolog*=3 analog*=3 convergent evolution=3 divergent evolution=3 adaptive radiation=3 hardy weinberg=3 genetic drift=3 founder effect=3 industrial melanism=3 fossil*=2 miller=3 urey=3 origin of life=3 abiogenesis=3 homo=2 australopithecus=3 neanderthal=3 forelimbs=3',
  ],
  [
    12,
    'Human Health and Disease',
    'disease*=2 pathogen*=3 malaria=3 plasmodium=3 typhoid=3 pneumonia=3 ascaris=3 ascariasis=3 elephantiasis=3 filaria*=3 wuchereria=3 ringworm=3 amoebiasis=3 immunity=3 immune=2 antibod*=3 antigen*=2 vaccin*=3 autoimmun*=3 allerg*=3 aids=3 hiv=3 cancer=3 tumour*=3 tumor*=3 carcinogen*=3 drug abuse=3 smack=3 heroin=3 morphine=3 cocaine=3 cannabinoid*=3 opioid*=3 poppy=3 lymphatic vessel*=2 mosquito=2 interferon*=3 lymphocyte*=2 psoriasis=2 vitiligo=2 rheumatoid=2',
  ],
  [
    12,
    'Microbes in Human Welfare',
    'microbe*=3 lactobacillus=3 lab=2 curd=3 yeast=2 baker s yeast=3 fermenter*=3 antibiotic*=2 penicillin=3 streptokinase=3 cyclosporin=3 statin*=3 sewage=3 activated sludge=3 biogas=3 methanogen*=3 biocontrol=3 biofertili*=3 mycorrhiza*=3 rhizobium=2 bacillus thuringiensis=2 trichoderma=3 baculovirus*=3 swiss cheese=3 roquefort=3 toddy=3 vitamin b 12=2 nutritional value=2 flocs=3',
  ],
  [
    12,
    'Biotechnology: Principles and Processes',
    'recombinant dna=3 rdna=3 restriction enzyme*=3 restriction endonuclease*=3 ecori=3 eco ri=3 palindrom*=3 ligase=3 vector*=3 plasmid*=3 pbr322=3 pbr 322=3 cloning vector*=3 ori=3 selectable marker*=3 insertional inactivation=3 gel electrophoresis=3 electrophoresis=2 polymerase chain reaction=3 pcr=3 taq=3 denaturation=2 annealing=3 bioreactor*=3 downstream processing=3 competent=2 transformation=1 elution=3 gene gun=3 microinjection=3 retrovirus=2 ti plasmid=3 lambda phage=3',
  ],
  [
    12,
    'Biotechnology and its Applications',
    'transgenic=3 gmo=3 genetically modified=3 bt cotton=3 bt toxin=3 cry gene*=3 cry protein*=3 rna interference=3 rnai=3 meloidogyne=3 gene therapy=3 ada deficiency=3 adenosine deaminase=3 elisa=3 molecular diagnosis=3 biopiracy=3 biopatent*=3 basmati=3 geac=3 rosie=3 alpha 1 antitrypsin=3 humulin=3 insulin=1 bio infringement=3 bioresources=3 patented=3 gene therapy=3',
  ],
  [
    12,
    'Organisms and Populations',
    'population*=2 natality=3 mortality=3 birth rate=3 death rate=3 immigration=3 emigration=3 logistic growth=3 exponential growth=3 carrying capacity=3 age pyramid*=3 pre reproductive=3 mutualism=3 commensalism=3 amensalism=3 parasitism=3 predation=3 competition=2 competitive exclusion=3 gause=3 niche=3 habitat=2 biotic potential=3 population interaction*=3 brood parasitism=3 regulator*=2 conformer*=2 thermoregulat*=2 fig=2 wasp=2 moth=2',
  ],
  [
    12,
    'Ecosystem',
    'ecosystem*=3 ecological pyramid*=3 pyramid of=3 food chain*=3 food web*=3 trophic level*=3 primary producer*=3 primary consumer*=3 secondary consumer*=3 decomposer*=3 decomposition=3 detritus=3 humification=3 mineralisation=3 productivity=3 gpp=3 npp=3 ecological succession=3 succession=2 pioneer species=3 climax community=3 nutrient cycl*=3 carbon cycle=3 phosphorus cycle=3 standing crop=3 10 per cent law=3 energy flow=3',
  ],
  [
    12,
    'Biodiversity and Conservation',
    'biodiversity=3 conservation=2 in situ=3 ex situ=3 ex situ conservation=3 hotspot*=3 sacred grove*=3 national park*=3 sanctuar*=3 biosphere reserve*=3 seed bank*=3 endemic=3 extinction=3 extinct=3 red list=3 iucn=3 rivet popper=3 species area=3 alien species=3 co extinction*=3 wildlife safari=3 cryopreservation=3 liquid nitrogen=1 species richness=3 evil quartet=3',
  ],
  [
    11,
    'Transport in Plants',
    'transpiration=3 stomatal movement=3 stomatal=2 guttation=3 root pressure=3 cohesion=3 water potential=3 osmotic potential=3 pressure potential=3 plasmolysis=3 imbibition=3 diffusion=1 facilitated diffusion=3 symport=3 antiport=3 uniport=3 aquaporin*=3 apoplast=3 symplast=3 mass flow=3 pressure flow=3 phloem translocation=3 turgor=2 ascent of sap=3',
    true,
  ],
  [
    11,
    'Mineral Nutrition',
    'mineral nutrition=3 macronutrient*=3 micronutrient*=3 essential element*=3 deficiency symptom*=3 chlorosis=3 necrosis=2 hydroponic*=3 nitrogen fixation=3 nitrogenase=3 leghaemoglobin=3 leghemoglobin=3 nodule*=3 rhizobium=2 nitrification=3 denitrification=3 ammonification=3 ferric=2 ferrous=2 absorbed by plants=3 iron absorbed=3 turgor in cells=3 potassium=1 magnesium=1',
    true,
  ],
  [
    11,
    'Digestion and Absorption',
    'digestion=3 digestive=3 absorption=1 alimentary canal=3 stomach=2 gastric=3 gastric gland*=3 parietal cell*=3 chief cell*=3 oxyntic=3 pepsin=3 trypsin=3 bile=3 liver=2 intestine*=3 villi=3 saliva*=3 amylase=2 lipase=2 dentition=3 thecodont=3 diphyodont=3 heterodont=3 teeth=2 chyme=3 jaundice=2 kwashiorkor=3 marasmus=3 erythropoiesis=1',
    true,
  ],
  [
    12,
    'Reproduction in Organisms',
    'asexual reproduction=3 vegetative propagation=3 binary fission=3 budding=3 gemmule*=3 zoospore*=3 conidia=3 offsets are produced=2 juvenile phase=3 oestrus=3 estrus=3 senescent phase=3 isogamete*=3 heterogamete*=3 monoecious=3 dioecious=3 bisexual=2 unisexual=2 clone*=2 life span=3 bamboo=2 strobilanthus=3',
    true,
  ],
  [
    12,
    'Strategies for Enhancement in Food Production',
    'animal husbandry=3 dairy=3 poultry=3 apiculture=3 beekeeping=3 fisheries=3 aquaculture=3 inbreeding=3 outbreeding=3 out crossing=3 cross breeding=3 moet=3 plant breeding=3 green revolution=3 biofortification=3 single cell protein=3 scp=3 tissue culture=3 micropropagation=3 somaclone*=3 somatic hybrid*=3 protoplast fusion=3 explant=3 totipotency=3 pomato=3 hissardale=3 atlas 66=3',
    true,
  ],
  [
    12,
    'Environmental Issues',
    'pollution=3 pollutant*=3 secondary pollutant=3 air pollution=3 water pollution=3 eutrophication=3 algal bloom=3 biomagnification=3 bod=3 global warming=3 greenhouse=3 ozone=3 ozone depletion=3 ozone day=3 montreal protocol=3 kyoto=3 cfc*=3 stratosphere=3 uv b=3 deforestation=3 jhum=3 chipko=3 electrostatic precipitator=3 catalytic converter=3 e waste=3 noise=2 radioactive waste=3 snow blindness=3',
    true,
  ],
];
