/** Commerce Layer's resource reference, beside the repository (it may be missing). */
export declare const referencePath: string
/** The committed summary the tests read. */
export declare const summaryPath: string
/** What `npm run reference` writes to `summaryPath`, from `referencePath`. */
export declare function summaryOfReference(): Promise<string>
