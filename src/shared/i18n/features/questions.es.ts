import type { QuestionsTextKey } from './questions.de.ts';

export const questionsEs: Record<QuestionsTextKey, string> = {
  'questions.title': 'Preguntas y respuestas',
  'questions.introSeller':
    'Todos los vendedores de esta solicitud y el comprador ven las preguntas y respuestas. Usted aparece como «Vendedor A», «Vendedor B» …, nunca con su nombre. Sin datos de contacto, por favor.',
  'questions.introOwner':
    'Aquí los vendedores piden detalles. Todos los vendedores que ven la solicitud ven su respuesta; una respuesta es definitiva. Sin datos de contacto, por favor.',
  'questions.empty': 'Todavía no hay preguntas.',
  'questions.asker': 'Vendedor {{letter}}',
  'questions.mine': 'Su pregunta',
  'questions.answer': 'Respuesta del comprador',
  'questions.awaiting': 'Aún sin respuesta',
  'questions.askLabel': 'Su pregunta al comprador',
  'questions.askHint': 'De 10 a 1000 caracteres, sin correo, teléfono, dirección web ni nombres de empresa',
  'questions.askSubmit': 'Hacer pregunta',
  'questions.asked': 'Su pregunta se ha publicado',
  'questions.answerLabel': 'Su respuesta',
  'questions.answerSubmit': 'Enviar respuesta',
  'questions.answered': 'Su respuesta es visible para todos los vendedores',
  'questions.closed': 'La solicitud ha terminado: no hay nuevas preguntas ni respuestas.',
  'questions.loadFailed': 'No se pudieron cargar las preguntas.',
  'questions.failed': 'No guardado',
  'questions.withdraw': 'Retirar oferta',
  'questions.withdrawConfirm': '¿Retirar realmente la oferta?',
  'questions.withdrawText':
    'El comprador dejará de ver su oferta. Mientras no se haya aceptado ninguna oferta, puede presentar una nueva.',
  'questions.withdrawAbort': 'Cancelar',
  'questions.withdrawn': 'Oferta retirada. Puede presentar una nueva oferta.',
};
