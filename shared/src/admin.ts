/**
 * The admin panel's API contract (issue 11; spec 001 sections 2-9): the shapes of `/api/admin/*`
 * answers, the codes of the audit trail, and the users table's query (search, filters, sort, page),
 * which the server's list and CSV export apply. Dates are ISO 8601 strings; calendar dates `YYYY-MM-DD`.
 * One file per resource in admin/; this file re-exports them all, so `@bb/shared/admin` is the whole
 * contract (and `@bb/shared/admin/users` one resource's).
 */
export * from './admin/dashboard';
export * from './admin/lists';
export * from './admin/inboxes';
export * from './admin/users';
export * from './admin/inquiries';
export * from './admin/audit';
