// Include from an app's tsconfig ("include": ["src", "../shared/build/css-modules.d.ts"]):
// `import styles from './x.module.css'` gives the class names, prefixed with the app's name.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>
  export default classes
}

declare module '*.css'
