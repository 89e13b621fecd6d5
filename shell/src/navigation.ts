/** Navigation for code outside React (the API client's 403 reaction); set by the router once mounted. */
let navigateTo: (path: string) => void = (path) => window.location.assign(path);

/** Plugs in the router's navigate. */
export function setNavigator(navigate: (path: string) => void): void {
  navigateTo = navigate;
}

/** Goes to a path without reloading when the router is mounted. */
export function goTo(path: string): void {
  navigateTo(path);
}
