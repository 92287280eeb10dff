/** What every back-office screen receives from AdminApp: the `:params` of its path. */
export interface ScreenProps {
  params: Record<string, string | undefined>;
}
