// Messages the API sends back, in English. Keys are shared with messages.th.ts (a test compares them).
export const messagesEn = {
  'error.notFound': 'The requested item could not be found.',
  'error.routeNotFound': 'There is no such API path.',
  'error.malformedJson': 'The request body is not valid JSON.',
  'error.bodyTooLarge': 'The request is too large.',
  'error.unsupportedMediaType': 'This kind of request body is not accepted.',
  'error.badRequest': 'The request could not be understood.',
  'error.tooManyRequests': 'Too many requests. Please wait a moment and try again.',
  'error.system': 'Is unavailable at this time. Please try again later.',
  'error.unavailable': 'The service is starting or stopping. Please try again shortly.',
  'validation.required': 'Please fill data',
  'validation.invalid': 'Please enter correct information.',
  'validation.invalidType': 'Please enter correct information.',
  'validation.tooLong': 'Cannot be longer than {max} characters',
  'validation.tooShort': 'Must be at least {min} characters',
  'validation.tooSmall': 'Must be at least {min}',
  'validation.tooBig': 'Must be at most {max}',
  'validation.oneOf': 'Must be one of: {options}',
  'validation.unknownField': 'This field is not accepted.',
  'validation.integer': 'Must be a whole number',
} as const;

export type MessageKey = keyof typeof messagesEn;
