/** The signed-in user and the demo identity switch; filled in once the session port exists. */
export function UserMenu() {
  return null;
}
