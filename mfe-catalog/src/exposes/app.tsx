// Module Federation `catalog/App`: the shell renders the default export with RemoteProps.
export { App as default } from '../app/app'
