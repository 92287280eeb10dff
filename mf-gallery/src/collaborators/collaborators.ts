import { portraitUrl, type PortraitLook } from './portrait';

export interface Collaborator {
  name: string;
  role: string;
  photo: string;
}

const people: { name: string; role: string; look: PortraitLook }[] = [
  {
    name: 'Lucía Fernández',
    role: 'Fotografía',
    look: {
      background: ['#f6b26b', '#e06666'],
      skin: '#f1c7a3',
      hair: '#3b2219',
      hairStyle: 'long',
      shirt: '#2f4858',
      camera: true,
    },
  },
  {
    name: 'Martín Ledesma',
    role: 'Fotografía',
    look: {
      background: ['#6fa8dc', '#3d5a80'],
      skin: '#d9a47e',
      hair: '#1f1a17',
      hairStyle: 'short',
      shirt: '#b3121f',
      beard: true,
      camera: true,
    },
  },
  {
    name: 'Carolina Paz',
    role: 'Redacción',
    look: {
      background: ['#b4a7d6', '#674ea7'],
      skin: '#f5d0b5',
      hair: '#a0522d',
      hairStyle: 'bun',
      shirt: '#ffffff',
      glasses: true,
    },
  },
  {
    name: 'Diego Coronel',
    role: 'Video',
    look: {
      background: ['#93c47d', '#38761d'],
      skin: '#c68863',
      hair: '#2b2b2b',
      hairStyle: 'curly',
      shirt: '#20262e',
    },
  },
  {
    name: 'Sofía Herrera',
    role: 'Redacción',
    look: {
      background: ['#ffd966', '#f1a340'],
      skin: '#e8b892',
      hair: '#141414',
      hairStyle: 'long',
      shirt: '#3c78d8',
    },
  },
  {
    name: 'Javier Juárez',
    role: 'Fotografía',
    look: {
      background: ['#76a5af', '#134f5c'],
      skin: '#efc29c',
      hair: '#5b3a29',
      hairStyle: 'bald',
      shirt: '#e69138',
      beard: true,
      glasses: true,
      camera: true,
    },
  },
  {
    name: 'Valentina Suárez',
    role: 'Redes sociales',
    look: {
      background: ['#ea9999', '#c27ba0'],
      skin: '#f3cfb3',
      hair: '#e3b04b',
      hairStyle: 'side',
      shirt: '#134f5c',
    },
  },
  {
    name: 'Ramiro Gómez',
    role: 'Deportes',
    look: {
      background: ['#9fc5e8', '#0b5394'],
      skin: '#b57b55',
      hair: '#151515',
      hairStyle: 'short',
      shirt: '#38761d',
    },
  },
  {
    name: 'Florencia Ruiz',
    role: 'Cultura',
    look: {
      background: ['#d5a6bd', '#741b47'],
      skin: '#e6b18d',
      hair: '#6b2f1a',
      hairStyle: 'curly',
      shirt: '#f1c232',
      glasses: true,
    },
  },
  {
    name: 'Nicolás Ibáñez',
    role: 'Diseño',
    look: {
      background: ['#a2c4c9', '#45818e'],
      skin: '#f0c8a8',
      hair: '#402a1e',
      hairStyle: 'side',
      shirt: '#674ea7',
    },
  },
];

/** The ten collaborators of the page, with their portraits (fixed: the page calls no API). */
export const COLLABORATORS: Collaborator[] = people.map(({ name, role, look }) => ({
  name,
  role,
  photo: portraitUrl(look),
}));
