interface ApiErrorShape {
  status: number
  errors: { code: string; source?: { pointer?: string }; meta?: Record<string, unknown> }[]
}

const isApiErrorShape = (error: unknown): error is ApiErrorShape =>
  typeof error === 'object' && error !== null && Array.isArray((error as { errors?: unknown }).errors)

/** The errors of a call the SDK rejected (its ApiError), with the status; fails when the call succeeded. */
export async function apiErrorOf(call: Promise<unknown>): Promise<ApiErrorShape> {
  try {
    await call
  } catch (error) {
    if (isApiErrorShape(error)) return error
    throw error
  }
  throw new Error('expected the API to refuse the call')
}
