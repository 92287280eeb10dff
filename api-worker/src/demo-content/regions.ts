import type { Province } from '@portal/contracts';

/** A province of the demo content: its towns, venues and streets, and how much news it gets. */
export interface DemoRegion {
  provincia: Province;
  /** The name as written in running text (with accents). */
  nombre: string;
  ciudades: readonly string[];
  lugares: readonly string[];
  calles: readonly string[];
  /** How many of the demo news items are about it: the portal is Santiago del Estero's. */
  noticias: number;
}

export const DEMO_REGIONS: readonly DemoRegion[] = [
  {
    provincia: 'Santiago del Estero',
    nombre: 'Santiago del Estero',
    ciudades: [
      'Santiago del Estero',
      'La Banda',
      'Termas de Río Hondo',
      'Añatuya',
      'Frías',
      'Fernández',
      'Loreto',
      'Quimilí',
    ],
    lugares: [
      'Centro Cultural del Bicentenario',
      'Parque Aguirre',
      'Teatro 25 de Mayo',
      'Plaza Libertad',
      'Estadio Único Madre de Ciudades',
    ],
    calles: ['Av. Belgrano Sur', 'Av. Roca', 'Pellegrini', 'Av. Moreno', 'Libertad'],
    noticias: 16,
  },
  {
    provincia: 'Tucuman',
    nombre: 'Tucumán',
    ciudades: [
      'San Miguel de Tucumán',
      'Yerba Buena',
      'Tafí Viejo',
      'Concepción',
      'Tafí del Valle',
      'Monteros',
      'Famaillá',
    ],
    lugares: [
      'Teatro San Martín',
      'Parque 9 de Julio',
      'Casa Histórica de la Independencia',
      'Plaza Independencia',
    ],
    calles: ['Av. Mate de Luna', '24 de Septiembre', 'Av. Sarmiento', 'Av. Aconquija'],
    noticias: 7,
  },
  {
    provincia: 'Salta',
    nombre: 'Salta',
    ciudades: ['Salta', 'Cafayate', 'San Ramón de la Nueva Orán', 'Tartagal', 'Cachi', 'Rosario de Lerma'],
    lugares: ['Centro Cultural América', 'Teatro Provincial', 'Plaza 9 de Julio', 'Cerro San Bernardo'],
    calles: ['Av. Belgrano', 'Caseros', 'Balcarce', 'Av. Virrey Toledo'],
    noticias: 6,
  },
  {
    provincia: 'Jujuy',
    nombre: 'Jujuy',
    ciudades: ['San Salvador de Jujuy', 'Humahuaca', 'Tilcara', 'Palpalá', 'Purmamarca'],
    lugares: ['Teatro Mitre', 'Plaza Belgrano', 'Ciudad Cultural', 'Pucará de Tilcara'],
    calles: ['Av. 19 de Abril', 'Belgrano', 'Av. Fascio', 'Güemes'],
    noticias: 5,
  },
  {
    provincia: 'Catamarca',
    nombre: 'Catamarca',
    ciudades: ['San Fernando del Valle de Catamarca', 'Belén', 'Andalgalá', 'Tinogasta', 'Santa María'],
    lugares: ['Predio Ferial Catamarca', 'Teatro del Cine', 'Plaza 25 de Mayo', 'Paseo General Navarro'],
    calles: ['Av. Belgrano', 'Sarmiento', 'República', 'Av. Güemes'],
    noticias: 5,
  },
  {
    provincia: 'Cordoba',
    nombre: 'Córdoba',
    ciudades: ['Córdoba', 'Villa Carlos Paz', 'Río Cuarto', 'Villa María', 'Cosquín'],
    lugares: [
      'Teatro del Libertador San Martín',
      'Parque Sarmiento',
      'Plaza de la Música',
      'Cabildo de Córdoba',
    ],
    calles: ['Av. Colón', 'Bv. San Juan', 'Av. Vélez Sarsfield', '27 de Abril'],
    noticias: 5,
  },
  {
    provincia: 'Buenos Aires',
    nombre: 'Buenos Aires',
    ciudades: ['La Plata', 'Mar del Plata', 'Bahía Blanca', 'Tandil', 'Olavarría'],
    lugares: ['Teatro Argentino', 'Pasaje Dardo Rocha', 'Paseo del Bosque', 'Plaza Moreno'],
    calles: ['Av. 7', 'Av. 51', 'Calle 12', 'Av. Independencia'],
    noticias: 5,
  },
  {
    provincia: 'Capital Federal',
    nombre: 'la Ciudad de Buenos Aires',
    ciudades: ['Palermo', 'San Telmo', 'La Boca', 'Caballito'],
    lugares: [
      'Usina del Arte',
      'Centro Cultural Recoleta',
      'Parque Centenario',
      'Planetario Galileo Galilei',
    ],
    calles: ['Av. Corrientes', 'Av. de Mayo', 'Av. Santa Fe', 'Av. Rivadavia'],
    noticias: 4,
  },
  {
    provincia: 'La Rioja',
    nombre: 'La Rioja',
    ciudades: ['La Rioja', 'Chilecito', 'Aimogasta'],
    lugares: ['Paseo Cultural Castro Barros', 'Plaza 25 de Mayo', 'Estadio Superdomo'],
    calles: ['Av. Perón', 'San Nicolás de Bari', 'Av. Rivadavia'],
    noticias: 3,
  },
  {
    provincia: 'Mendoza',
    nombre: 'Mendoza',
    ciudades: ['Mendoza', 'San Rafael', 'Luján de Cuyo'],
    lugares: ['Teatro Independencia', 'Parque General San Martín', 'Nave Cultural'],
    calles: ['Av. San Martín', 'Av. Emilio Civit', 'Av. Las Heras'],
    noticias: 3,
  },
  {
    provincia: 'Santa Fe',
    nombre: 'Santa Fe',
    ciudades: ['Rosario', 'Santa Fe', 'Rafaela'],
    lugares: ['Teatro El Círculo', 'Monumento a la Bandera', 'Centro Cultural Fontanarrosa'],
    calles: ['Bv. Oroño', 'Av. Pellegrini', 'Bv. Gálvez'],
    noticias: 3,
  },
  {
    provincia: 'Chaco',
    nombre: 'Chaco',
    ciudades: ['Resistencia', 'Presidencia Roque Sáenz Peña'],
    lugares: ['Domo del Centenario', 'Museo de las Esculturas Urbanas', 'Plaza 25 de Mayo'],
    calles: ['Av. Alberdi', 'Av. 9 de Julio', 'Av. Sarmiento'],
    noticias: 2,
  },
];

const NOMBRES = [
  'María',
  'Jorge',
  'Lucía',
  'Carlos',
  'Silvina',
  'Ramón',
  'Valeria',
  'Diego',
  'Natalia',
  'Héctor',
  'Florencia',
  'Gustavo',
  'Andrea',
  'Martín',
  'Paula',
  'Sergio',
  'Romina',
  'Walter',
];
const APELLIDOS = [
  'Ledesma',
  'Gómez',
  'Juárez',
  'Herrera',
  'Ruiz',
  'Sosa',
  'Coronel',
  'Acosta',
  'Suárez',
  'Díaz',
  'Carabajal',
  'Barraza',
  'Salvatierra',
  'Ibáñez',
  'Medina',
  'Palavecino',
  'Rodríguez',
  'Gerez',
];

/** A plausible Argentine full name, drawn with the given random number. */
export function personName(random: () => number): string {
  const pick = (list: readonly string[]) => list[Math.floor(random() * list.length)] ?? list[0];
  return `${pick(NOMBRES)} ${pick(APELLIDOS)}`;
}
