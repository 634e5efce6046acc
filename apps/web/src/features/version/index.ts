/** What other features use from version: the version check and its text. */
export { getVersion, versionQueryKey } from './api/get-version';
export { VersionChange } from './components/VersionChange';
export { isUpdateAvailable } from './version';
