/** The demo gateway's only admin (the reference has exactly one, configured by ADMIN_EMAIL/ADMIN_PASSWORD). */
export const DEMO_USERNAME = 'admin@example.com';
export const DEMO_PASSWORD = 'demo-password';
