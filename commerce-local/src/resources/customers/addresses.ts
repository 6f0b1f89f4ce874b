import { allRoles } from '../../auth/auth-context'
import { errors } from '../../errors/errors'
import { attribute, defaultsTo, defineResource, unqueryable, unsortable } from '../../jsonapi/define-resource'
import type { Draft, ResourceContext } from '../../jsonapi/resource'
import { guestsListNothing } from '../access'
import { addressesVisibleTo } from './ownership'

const editable = attribute('string', 'CU')

/** Postal addresses (shipping, billing, address book); `billing_info` carries Italian invoice data. */
export const addresses = defineResource({
  type: 'addresses',
  attributes: {
    business: unsortable(defaultsTo(attribute('boolean', 'CU'), false)),
    first_name: unsortable(editable),
    last_name: unsortable(editable),
    company: unsortable(editable),
    full_name: unqueryable(attribute('string')),
    line_1: unsortable(attribute('string', 'CU', true)),
    line_2: unsortable(editable),
    city: attribute('string', 'CU', true),
    zip_code: unsortable(editable),
    state_code: editable,
    country_code: attribute('string', 'CU', true),
    phone: unsortable(attribute('string', 'CU', true)),
    full_address: unqueryable(attribute('string')),
    name: unqueryable(attribute('string')),
    email: unsortable(editable),
    notes: unsortable(editable),
    lat: unsortable(attribute('float', 'CU')),
    lng: unsortable(attribute('float', 'CU')),
    is_localized: unqueryable(attribute('boolean')),
    is_geocoded: unqueryable(attribute('boolean')),
    billing_info: unsortable(editable),
  },
  relationships: {},
  access: {
    list: allRoles,
    retrieve: allRoles,
    create: allRoles,
    update: allRoles,
    delete: ['customer', 'integration'],
  },
  visibleTo: addressesVisibleTo,
  listScope: guestsListNothing,
  beforeCreate: (ctx, draft) => {
    if (ctx.auth.customerId) draft.internal.owner_customer_id = ctx.auth.customerId
    withDerivedFields(ctx, draft)
  },
  beforeUpdate: withDerivedFields,
})

/** Commerce Layer's derived address fields, and its rule that a person or a company is named. */
export function withDerivedFields(_ctx: ResourceContext, draft: Draft): void {
  const a = draft.attributes
  a.country_code = typeof a.country_code === 'string' ? a.country_code.toUpperCase() : a.country_code
  if (a.business ? !a.company : !a.first_name || !a.last_name) {
    const missing = a.business ? 'company' : a.first_name ? 'last_name' : 'first_name'
    throw errors.validation(missing, "can't be blank")
  }
  const fullName = a.business ? String(a.company) : `${a.first_name} ${a.last_name}`
  const cityLine = [a.zip_code, a.city, a.state_code].filter(Boolean).join(' ')
  const fullAddress = [a.line_1, a.line_2, cityLine, `(${a.country_code})`, a.phone]
    .filter(Boolean)
    .join(', ')
  Object.assign(a, {
    full_name: fullName,
    full_address: fullAddress,
    name: `${fullName}, ${fullAddress}`,
    is_localized: false,
    is_geocoded: false,
  })
}
