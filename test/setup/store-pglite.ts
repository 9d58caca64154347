// The `backend on PGlite` jest project: the backend suites run on the PostgreSQL store (PGlite in-process).
process.env['TEST_STORE'] = 'pglite';
