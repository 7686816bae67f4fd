export function ComplaintsDesk() { return null; }
