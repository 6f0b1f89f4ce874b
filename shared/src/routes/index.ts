export { pathTo, type RouteBase } from './build'
export { matchScreen, splitQuery, translatePath } from './match'
export {
  pagedScreens,
  type RemoteName,
  remoteOfScreen,
  type Screen,
  type ScreenName,
  type SkeletonLayout,
  screenPaths,
  skeletonLayoutOf,
} from './screens'
export { type PathWord, pathWords } from './words'
