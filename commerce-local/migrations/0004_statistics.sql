-- Statistics for the query planner on a database seeded before the seed ran ANALYZE (see
-- src/seed/index.ts): without them, a sku's prices or stock are read by walking every price or
-- stock item. ANALYZE, not `PRAGMA optimize`: optimize samples a large table (analysis_limit),
-- and at 2,048 skus its sample still left the planner walking every price.
ANALYZE;
