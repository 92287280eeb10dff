import type { DemoRegion } from './regions.ts';

export interface NewsContext {
  ciudad: string;
  region: DemoRegion;
  barrio: string;
  /** A named source: an official, a teacher, a doctor… */
  persona: string;
  /** A random integer in [min, max], for figures that differ from story to story. */
  n: (min: number, max: number) => number;
}

export interface NewsDraft {
  titulo: string;
  descripcion: string;
  parrafos: string[];
  /** A quote and who said it, shown as a blockquote. */
  cita: [texto: string, autor: string];
  subtitulo?: string;
}

type Topic = (ctx: NewsContext) => NewsDraft;

/** Twenty kinds of regional story; each reads naturally with any town and province. */
export const NEWS_TOPICS: readonly Topic[] = [
  ({ ciudad, region, persona, n }) => {
    const familias = n(8, 40) * 100;
    return {
      titulo: `Comienza la obra de agua potable que beneficiará a ${familias} familias de ${ciudad}`,
      descripcion: `Los trabajos demandarán unos ${n(6, 14)} meses e incluyen ${n(8, 30)} kilómetros de cañerías nuevas y una cisterna elevada.`,
      parrafos: [
        `Con la firma del acta de inicio, comenzó este lunes la ampliación de la red de agua potable en ${ciudad}. La obra, financiada por el gobierno de ${region.nombre}, llevará el servicio a barrios que hasta hoy dependían de camiones cisterna y pozos particulares.`,
        `El proyecto prevé el tendido de nuevas cañerías troncales, la construcción de una cisterna elevada y la conexión domiciliaria de cada vivienda. Según el cronograma oficial, los primeros barrios tendrán agua de red antes del próximo verano.`,
        `Vecinos de la zona recordaron que durante los meses de calor los cortes eran frecuentes. "Acá llenábamos bidones todos los días", contó una vecina que asistió al acto junto a sus hijos.`,
        `Desde el organismo provincial de aguas informaron que durante la ejecución habrá cortes de tránsito programados, que se comunicarán con anticipación por las redes oficiales.`,
      ],
      cita: [
        `Es una obra que los vecinos esperaban desde hace décadas y que cambia la vida cotidiana de miles de familias.`,
        `${persona}, ministro de Obras Públicas`,
      ],
    };
  },
  ({ ciudad, barrio, persona, n }) => ({
    titulo: `Avanza la pavimentación de ${n(15, 60)} cuadras en el barrio ${barrio} de ${ciudad}`,
    descripcion: `La municipalidad informó que el avance supera el ${n(40, 80)} por ciento y que los trabajos incluyen cordón cuneta y nuevas luminarias LED.`,
    parrafos: [
      `Las cuadrillas municipales continúan con la pavimentación del barrio ${barrio}, una de las obras más extensas del año en ${ciudad}. Además del hormigón, el plan incluye cordón cuneta, rampas de accesibilidad en las esquinas y el recambio del alumbrado.`,
      `Los frentistas destacaron que las calles de tierra se volvían intransitables después de cada lluvia y que los colectivos dejaban de ingresar al barrio durante días.`,
      `La comuna pidió a los conductores respetar la señalización de los desvíos y recordó que el hormigón necesita al menos siete días de fraguado antes de habilitar el paso de vehículos.`,
    ],
    cita: [
      `Trabajamos por etapas para no dejar a nadie sin salida a su casa; cuando termine, todo el barrio va a estar pavimentado.`,
      `${persona}, secretario de Obras de la municipalidad`,
    ],
  }),
  ({ ciudad, region, persona, n }) => {
    const alumnos = n(3, 9) * 100;
    return {
      titulo: `Inauguran en ${ciudad} una escuela secundaria con capacidad para ${alumnos} alumnos`,
      descripcion: `El edificio cuenta con ${n(10, 18)} aulas, laboratorio de ciencias, sala de informática y un playón deportivo techado.`,
      subtitulo: 'Orientación técnica',
      parrafos: [
        `Con la presencia de autoridades educativas de ${region.nombre}, docentes y familias, quedó inaugurado el nuevo edificio de la escuela secundaria de ${ciudad}. Hasta ahora, los estudiantes cursaban en aulas prestadas por una escuela primaria, en turnos reducidos.`,
        `La construcción demandó casi dos años y fue pensada con criterios de eficiencia energética: ventilación cruzada, paneles solares para el agua caliente y recolección de agua de lluvia para el riego.`,
        `La institución ofrecerá la orientación en informática y un taller de electricidad, dos salidas laborales muy demandadas en la zona según un relevamiento hecho junto a empresas locales.`,
        `Las inscripciones para el próximo ciclo lectivo estarán abiertas en la secretaría del establecimiento, de lunes a viernes por la mañana.`,
      ],
      cita: [
        `Los chicos van a tener por fin un edificio propio, con laboratorio y con talleres. Eso se nota en las ganas de venir a la escuela.`,
        `${persona}, directora de la escuela`,
      ],
    };
  },
  ({ ciudad, persona, n }) => ({
    titulo: `Lanzan una campaña de vacunación casa por casa en ${ciudad}`,
    descripcion: `Equipos de salud recorrerán ${n(12, 30)} barrios para completar los esquemas del calendario nacional y aplicar la vacuna antigripal.`,
    parrafos: [
      `El área de salud puso en marcha un operativo de vacunación domiciliaria en ${ciudad}, con el objetivo de llegar a quienes tienen dificultades para acercarse a los centros de atención primaria.`,
      `Los equipos estarán identificados con chaleco y credencial, y llevarán vacunas del calendario nacional, la antigripal para grupos de riesgo y la dosis de refuerzo contra el sarampión para la infancia.`,
      `Las autoridades recordaron que es importante tener a mano la libreta o el carnet de vacunación para registrar cada dosis y evitar aplicaciones repetidas.`,
    ],
    cita: [
      `Queremos que nadie se quede sin vacunarse por no poder ir al hospital; por eso salimos a buscar a los vecinos a sus casas.`,
      `${persona}, coordinadora de Inmunizaciones`,
    ],
  }),
  ({ ciudad, persona, n }) => ({
    titulo: `${ciudad} se prepara para su festival de folclore con más de ${n(40, 120)} artistas`,
    descripcion: `Habrá tres noches de música, danzas y patio de comidas regionales, con entrada libre y gratuita en la plaza principal.`,
    subtitulo: 'La grilla',
    parrafos: [
      `Todo está listo en ${ciudad} para una nueva edición de su festival de folclore, que este año reunirá a solistas, conjuntos y ballets de toda la región.`,
      `La grilla combina artistas consagrados con números surgidos de los certámenes barriales, que durante los últimos meses eligieron a sus representantes en cada categoría: canto, malambo y pareja de baile.`,
      `Los organizadores anunciaron un patio de comidas con empanadas, locro y tamales, además de una feria de artesanos con tejidos, cerámica y trabajos en cuero.`,
      `Para quienes lleguen desde otras localidades habrá servicios especiales de colectivos durante las tres noches del festival.`,
    ],
    cita: [
      `El festival es de la gente: cada año se suman más jóvenes al escenario y eso nos llena de orgullo.`,
      `${persona}, presidente de la comisión organizadora`,
    ],
  }),
  ({ ciudad, persona, n }) => {
    const club = [
      'Atlético Central',
      'Sportivo Unión',
      'Juventud Unida',
      'Independiente del Norte',
      'Defensores del Sur',
    ][n(0, 4)];
    return {
      titulo: `${club} de ${ciudad} ganó el clásico y quedó puntero del torneo regional`,
      descripcion: `Se impuso por ${n(2, 4)} a ${n(0, 1)} ante una cancha colmada y llega a la última fecha con ventaja sobre sus perseguidores.`,
      parrafos: [
        `En una tarde a pura emoción, ${club} se quedó con el clásico de ${ciudad} y trepó a lo más alto de la tabla del torneo regional. El equipo local abrió el marcador en el primer tiempo y sentenció el partido con dos goles en el complemento.`,
        `El director técnico destacó el trabajo del plantel, integrado en su mayoría por jugadores formados en las divisiones inferiores del club.`,
        `La dirigencia informó que las entradas para el próximo partido como local se venderán de manera anticipada en la sede social, para evitar aglomeraciones el día del encuentro.`,
      ],
      cita: [
        `Este grupo se lo merece. Entrenamos de noche, después del trabajo, y hoy la gente nos devolvió todo ese esfuerzo.`,
        `${persona}, capitán del equipo`,
      ],
    };
  },
  ({ ciudad, persona, n }) => ({
    titulo: `La feria de productores de ${ciudad} superó los ${n(3, 12)} mil visitantes`,
    descripcion: `Más de ${n(60, 150)} puestos ofrecieron frutas, verduras, miel, quesos y panificados a precios directos del productor.`,
    parrafos: [
      `La feria de productores locales volvió a convocar a una multitud en ${ciudad}. Desde temprano, familias enteras recorrieron los puestos en busca de verduras de estación, huevos de campo y dulces caseros.`,
      `Los organizadores explicaron que la venta directa permite precios hasta un treinta por ciento más bajos que en los comercios, porque no hay intermediarios entre quien produce y quien compra.`,
      `Por el éxito de la convocatoria, la feria pasará a realizarse todos los sábados y sumará un sector de plantines y herramientas para huertas familiares.`,
    ],
    cita: [
      `Lo que vendemos lo cosechamos nosotros mismos; la gente lo valora y vuelve cada semana.`,
      `${persona}, productora hortícola`,
    ],
  }),
  ({ ciudad, region, persona, n }) => ({
    titulo: `Fin de semana largo: ${ciudad} registró una ocupación hotelera del ${n(78, 97)}%`,
    descripcion: `El movimiento turístico dejó un impacto económico estimado en ${n(200, 900)} millones de pesos para comercios, gastronomía y alojamientos.`,
    parrafos: [
      `El último fin de semana largo dejó un balance muy positivo para el turismo en ${ciudad}. Hoteles, cabañas y complejos registraron niveles de ocupación cercanos al máximo, según datos del ente de turismo de ${region.nombre}.`,
      `Los visitantes llegaron principalmente desde provincias vecinas y se mostraron interesados en las excursiones, la gastronomía regional y las propuestas culturales organizadas para la ocasión.`,
      `Desde el sector privado señalaron que las reservas anticipadas para las próximas vacaciones ya muestran una tendencia similar.`,
    ],
    cita: [
      `Tuvimos gente de todo el país. El desafío ahora es que vuelvan y que recomienden el destino.`,
      `${persona}, presidente de la asociación hotelera`,
    ],
  }),
  ({ ciudad, region, persona, n }) => ({
    titulo: `Rige una alerta amarilla por tormentas fuertes para ${ciudad} y la zona`,
    descripcion: `Se esperan lluvias de ${n(30, 70)} milímetros, ráfagas de hasta ${n(60, 90)} km/h y posible caída de granizo hasta la madrugada.`,
    parrafos: [
      `El Servicio Meteorológico Nacional emitió una alerta amarilla por tormentas para ${ciudad} y otras localidades de ${region.nombre}. El fenómeno podría estar acompañado de actividad eléctrica, ráfagas y caída de granizo.`,
      `Defensa Civil recomendó no sacar la basura, asegurar objetos que puedan volarse, evitar circular por calles anegadas y no refugiarse debajo de árboles durante la tormenta.`,
      `Ante cualquier emergencia, los vecinos pueden comunicarse con las líneas de atención habilitadas las 24 horas.`,
    ],
    cita: [
      `Pedimos a la población que se mantenga informada por los canales oficiales y que evite salir si no es necesario.`,
      `${persona}, director de Defensa Civil`,
    ],
  }),
  ({ ciudad, persona, n }) => ({
    titulo: `Cortes de tránsito en el centro de ${ciudad} por obras de desagüe pluvial`,
    descripcion: `Las tareas se extenderán durante ${n(2, 6)} semanas y los colectivos modificarán sus recorridos de manera provisoria.`,
    parrafos: [
      `Desde este lunes rigen cortes totales y parciales de tránsito en el microcentro de ${ciudad}, por la construcción de nuevos conductos de desagüe pluvial.`,
      `La obra busca terminar con los anegamientos que se producen en la zona comercial cada vez que llueve con intensidad. Los trabajos avanzarán por tramos para reducir las molestias a comerciantes y peatones.`,
      `Agentes de tránsito estarán apostados en las esquinas más conflictivas para ordenar la circulación, y se recomienda utilizar las avenidas perimetrales.`,
    ],
    cita: [
      `Son unas semanas de incomodidad, pero después vamos a tener un centro que no se inunde.`,
      `${persona}, subsecretario de Tránsito`,
    ],
  }),
  ({ ciudad, region, persona, n }) => ({
    titulo: `${n(25, 120)} escuelas rurales de ${region.nombre} ya tienen internet satelital`,
    descripcion: `El programa de conectividad llegó a parajes alejados de ${ciudad} y prevé completar el resto de los establecimientos antes de fin de año.`,
    parrafos: [
      `El programa provincial de conectividad escolar sumó nuevas escuelas rurales con internet satelital, entre ellas varias de los alrededores de ${ciudad}. Para muchas comunidades, es la primera vez que cuentan con conexión estable.`,
      `Además del equipamiento, los docentes reciben capacitación para aprovechar plataformas educativas y recursos digitales en sus clases.`,
      `En las escuelas que ya están conectadas, los directivos destacaron que ahora pueden realizar trámites administrativos sin viajar a la ciudad y que los alumnos participan de clases compartidas con otras escuelas.`,
    ],
    cita: [
      `Antes teníamos que subir a un cerro para tener señal. Hoy los chicos hacen videollamadas con escuelas de otras provincias.`,
      `${persona}, maestra rural`,
    ],
  }),
  ({ ciudad, persona, n }) => ({
    titulo: `Plantaron ${n(3, 15) * 100} árboles nativos en los espacios verdes de ${ciudad}`,
    descripcion: `Algarrobos, quebrachos, mistoles y chañares forman parte de la campaña de forestación urbana impulsada junto a escuelas y organizaciones vecinales.`,
    parrafos: [
      `Con la participación de estudiantes, vecinos y organizaciones ambientales, se realizó una nueva jornada de forestación en ${ciudad}. Se plantaron especies nativas, mejor adaptadas al clima de la región y con menor necesidad de riego.`,
      `Cada escuela participante se comprometió a apadrinar un sector y a registrar el crecimiento de los ejemplares durante el año, como parte de un proyecto de educación ambiental.`,
      `Los organizadores recordaron que el arbolado urbano reduce la temperatura en verano, mejora la calidad del aire y ofrece refugio a las aves.`,
    ],
    cita: [
      `Plantar un árbol nativo es pensar en las próximas generaciones; por eso quisimos que los chicos fueran protagonistas.`,
      `${persona}, directora de Ambiente`,
    ],
  }),
  ({ ciudad, persona, n }) => ({
    titulo: `Más de ${n(8, 30) * 100} personas participaron de la feria de empleo de ${ciudad}`,
    descripcion: `Empresas de comercio, construcción, salud y tecnología ofrecieron ${n(150, 600)} puestos de trabajo y entrevistas en el momento.`,
    parrafos: [
      `La feria de empleo organizada en ${ciudad} superó las expectativas de convocatoria. Desde la mañana se formaron largas filas de personas que llevaban su currículum impreso para entregarlo en los distintos stands.`,
      `Además de las búsquedas laborales, se ofrecieron talleres para preparar entrevistas, armar un currículum y conocer las líneas de crédito disponibles para emprendedores.`,
      `Las empresas participantes se comprometieron a informar a la oficina de empleo cuántas contrataciones concretaron, para medir el resultado de la iniciativa.`,
    ],
    cita: [
      `Muchos jóvenes tuvieron hoy su primera entrevista de trabajo. Esa experiencia ya vale la pena.`,
      `${persona}, responsable de la Oficina de Empleo`,
    ],
  }),
  ({ ciudad, barrio, persona, n }) => ({
    titulo: `Un nuevo recorrido de colectivos unirá el barrio ${barrio} con el centro de ${ciudad}`,
    descripcion: `La línea funcionará de 5 a 24 con una frecuencia de ${n(10, 20)} minutos en horas pico y beneficiará a unos ${n(10, 40)} mil usuarios.`,
    parrafos: [
      `A partir del próximo lunes comenzará a funcionar en ${ciudad} un nuevo recorrido de colectivos que conectará el barrio ${barrio} con el centro, el hospital y la terminal de ómnibus.`,
      `El trazado fue definido luego de una consulta con vecinos y centros vecinales, que reclamaban un servicio directo para evitar trasbordos.`,
      `La empresa prestataria incorporará unidades con rampa para personas con movilidad reducida y aire acondicionado.`,
    ],
    cita: [
      `Era un reclamo histórico del barrio. Ahora un viaje que llevaba una hora se va a hacer en veinte minutos.`,
      `${persona}, presidenta del centro vecinal`,
    ],
  }),
  ({ ciudad, region, persona, n }) => ({
    titulo: `Las últimas lluvias mejoran las perspectivas de siembra en el interior de ${region.nombre}`,
    descripcion: `En la zona de ${ciudad} se registraron acumulados de hasta ${n(60, 140)} milímetros, que recargaron los perfiles de los suelos.`,
    parrafos: [
      `Las precipitaciones de los últimos días trajeron alivio a los productores del interior de ${region.nombre}. Tras meses de sequía, los lotes de la zona de ${ciudad} recuperaron humedad y se reactivaron las labores de siembra.`,
      `Los técnicos recomendaron aprovechar la ventana de humedad para implantar los cultivos de verano y controlar las malezas que suelen crecer tras las lluvias.`,
      `En la ganadería, las pasturas comenzaron a reverdecer, lo que permitirá reducir la suplementación con forrajes comprados.`,
    ],
    cita: [
      `Veníamos de una campaña muy dura. Con esta agua, al menos arrancamos con el pie derecho.`,
      `${persona}, productor agropecuario`,
    ],
  }),
  ({ ciudad, region, persona, n }) => ({
    titulo: `Investigadores de ${region.nombre} desarrollan un bioinsumo a partir de residuos de cosecha`,
    descripcion: `El equipo, con sede en ${ciudad}, logró un fertilizante orgánico que en los ensayos aumentó los rindes hasta un ${n(8, 20)}%.`,
    parrafos: [
      `Un grupo de investigación de la universidad nacional con sede en ${ciudad} desarrolló un bioinsumo elaborado con rastrojos y residuos de la cosecha, que hasta ahora solían quemarse.`,
      `Los ensayos a campo se hicieron durante dos campañas en establecimientos de pequeños productores, con resultados que superaron las expectativas del equipo.`,
      `El próximo paso es escalar la producción junto a una cooperativa local, con el objetivo de que el producto llegue a precios accesibles.`,
    ],
    cita: [
      `Transformamos un problema ambiental en una solución para el productor. Eso es ciencia aplicada al territorio.`,
      `${persona}, directora del proyecto`,
    ],
  }),
  ({ ciudad, persona, n }) => ({
    titulo: `Un comedor comunitario de ${ciudad} cumple ${n(10, 25)} años y busca voluntarios`,
    descripcion: `Cada día entrega unas ${n(150, 400)} viandas y sostiene apoyo escolar para chicos del barrio.`,
    parrafos: [
      `Lo que empezó como una olla popular en el patio de una casa es hoy un comedor comunitario que asiste a cientos de familias de ${ciudad}. Esta semana celebró su aniversario con una jornada de juegos y una chocolatada.`,
      `Además de la comida, el espacio ofrece apoyo escolar, talleres de oficios y una biblioteca armada con donaciones.`,
      `Quienes quieran colaborar pueden acercar alimentos no perecederos o sumarse como voluntarios en la cocina y en las clases de apoyo.`,
    ],
    cita: [
      `Nadie se salva solo. Acá cada vecino que viene a dar una mano hace la diferencia.`,
      `${persona}, fundadora del comedor`,
    ],
  }),
  ({ ciudad, persona, n }) => ({
    titulo: `Restauran la fachada de un edificio histórico del centro de ${ciudad}`,
    descripcion: `La construcción, de principios del siglo XX, recuperará sus colores originales, sus herrerías y sus balcones, tras ${n(6, 12)} meses de trabajo.`,
    parrafos: [
      `Comenzó la restauración de uno de los edificios más emblemáticos del casco histórico de ${ciudad}. Un equipo de especialistas trabaja en la recuperación de molduras, carpinterías y herrerías originales.`,
      `Antes de intervenir, se realizaron estudios de las capas de pintura para identificar los colores que tuvo el edificio cuando fue inaugurado.`,
      `Una vez terminada la obra, la planta baja funcionará como espacio cultural con muestras temporarias abiertas al público.`,
    ],
    cita: [
      `El patrimonio es la memoria de una ciudad. Restaurarlo es también contar nuestra historia a quienes vienen.`,
      `${persona}, arquitecta a cargo de la obra`,
    ],
  }),
  ({ ciudad, barrio, persona, n }) => ({
    titulo: `Abrió sus puertas un centro de atención primaria en el barrio ${barrio} de ${ciudad}`,
    descripcion: `Atenderá de lunes a sábado con clínica médica, pediatría, odontología y vacunatorio, y prevé unas ${n(80, 200)} consultas diarias.`,
    parrafos: [
      `Los vecinos del barrio ${barrio} ya cuentan con un centro de atención primaria de la salud. Hasta ahora, para cualquier consulta debían trasladarse al hospital, muchas veces con largas esperas.`,
      `El centro cuenta con consultorios equipados, una sala de enfermería, farmacia y un vacunatorio, además de un equipo de agentes sanitarios que recorrerá las casas del barrio.`,
      `Los turnos pueden solicitarse de manera presencial o por teléfono, y habrá atención de demanda espontánea para urgencias leves.`,
    ],
    cita: [
      `La salud empieza en el barrio. Tener un centro cerca permite prevenir y no llegar tarde a los problemas.`,
      `${persona}, médico generalista`,
    ],
  }),
  ({ ciudad, persona, n }) => ({
    titulo: `Controles de alcoholemia: retuvieron ${n(12, 60)} licencias el fin de semana en ${ciudad}`,
    descripcion: `Se controlaron más de ${n(8, 25) * 100} vehículos y se labraron actas por alcoholemia positiva, falta de documentación y exceso de velocidad.`,
    parrafos: [
      `Durante el fin de semana se realizaron operativos de control vehicular en distintos puntos de ${ciudad}, con especial atención a los accesos y a las zonas de bares y boliches.`,
      `En la mayoría de los casos de alcoholemia positiva, los conductores superaban ampliamente el límite permitido. Los vehículos fueron retenidos hasta que se presentó un conductor habilitado.`,
      `Las autoridades recordaron que conducir con alcohol en sangre multiplica el riesgo de siniestros y anunciaron que los controles continuarán todos los fines de semana.`,
    ],
    cita: [
      `Si tomás, no manejes. No es un eslogan: detrás de cada siniestro hay familias destrozadas.`,
      `${persona}, jefe de la Policía Vial`,
    ],
  }),
];
