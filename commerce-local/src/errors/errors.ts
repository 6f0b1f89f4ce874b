import { ApiError } from './api-error'

/** Factories for the errors Commerce Layer answers most often, worded as it words them. */
export const errors = {
  recordNotFound: (detail = 'The requested resource was not found') =>
    new ApiError(404, { code: 'RECORD_NOT_FOUND', title: 'Record not found', detail }),
  routeNotFound: (path: string) =>
    new ApiError(404, {
      code: 'ROUTE_NOT_FOUND',
      title: 'Route not found',
      detail: `No route matches ${path}`,
    }),
  unauthorized: (detail = 'You are not authorized to perform this action') =>
    new ApiError(401, { code: 'UNAUTHORIZED', title: 'Unauthorized', detail }),
  invalidToken: (detail = 'The access token you provided is invalid') =>
    new ApiError(401, { code: 'INVALID_TOKEN', title: 'Invalid token', detail }),
  forbidden: (detail = 'You are not allowed to access this resource') =>
    new ApiError(403, { code: 'FORBIDDEN', title: 'Forbidden', detail }),
  badRequest: (code: string, title: string, detail: string, parameter?: string) =>
    new ApiError(400, parameter ? { code, title, detail, parameter } : { code, title, detail }),
  paramNotAllowed: (name: string, pointer: string) =>
    new ApiError(400, {
      code: 'PARAM_NOT_ALLOWED',
      title: 'Param not allowed',
      detail: `${name} is not allowed`,
      pointer,
    }),
  /** Rails' wording: the message as title, the field before it in the detail, Rails' error key in meta. */
  validation: (attribute: string, message: string, pointer?: string, meta?: Record<string, unknown>) =>
    new ApiError(422, {
      code: 'VALIDATION_ERROR',
      title: message,
      detail: `${attribute} - ${message}`,
      pointer: pointer ?? `/data/attributes/${attribute}`,
      meta: { error: railsKey(message), ...meta },
    }),
}

const railsKeys: Record<string, string> = {
  "can't be blank": 'blank',
  'has already been taken': 'taken',
  'must exist': 'required',
  'must be greater than 0': 'greater_than',
  'is too short (minimum is 6 characters)': 'too_short',
}

const railsKey = (message: string) => railsKeys[message] ?? 'invalid'
