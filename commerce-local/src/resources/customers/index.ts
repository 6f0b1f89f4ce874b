export const customerResources = []
