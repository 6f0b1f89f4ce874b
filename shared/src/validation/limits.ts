/** Sizes the business fixed; Commerce Layer and the couriers' labels cut address lines at 35. */
export const passwordMinLength = 6
export const addressLineMaxLength = 35
export const alphanumericMaxLength = 35
export const giftMessageMaxLines = 8
export const giftMessageMaxLineLength = 35
