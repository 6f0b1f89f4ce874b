export {
  type CatalogueEntry,
  type ErrorBehaviour,
  type ErrorCode,
  type ErrorKind,
  type ErrorMessageKey,
  errorCatalogue,
  errorCodes,
  errorOf,
  isErrorCode,
} from './catalogue'
export {
  type ClientErrorKind,
  type ClientErrorReport,
  clientErrorKinds,
  clientErrorLimits,
  clientErrorsPath,
} from './client-error-report'
export { type ErrorDetails, errorDetailsSchema, type ShopErrorBody, shopErrorBodySchema } from './error-body'
export { ShopError, type ShopErrorOptions, translateShopError } from './shop-error'
export { readShopError, toShopError } from './to-shop-error'
export { shopErrorOfIssues } from './validation-error'
