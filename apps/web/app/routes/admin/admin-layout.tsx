import { Outlet } from 'react-router';

/** The admin console: rendered in the browser only (never prerendered). */
export default function AdminLayout() {
  return <Outlet />;
}
