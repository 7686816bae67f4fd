// The page's globals that tests read.
interface Window {
  dataLayer?: Record<string, unknown>[];
}
