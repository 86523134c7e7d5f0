-- 'Movimientos' (#16, server/cashMovements): the ledger is read by page with any mix of filters
-- (business date range, type, user, box, direction) and the totals of the whole filtered set. At
-- the big data set (~200,000 movements, npm run seed:big) these keep a filtered page and its sums
-- from reading the whole table:
-- - newest first is the primary key read backwards (no index needed);
-- - a date range: the date index of 010 extended with every column a filter or a sum reads
--   (direction, amount, type, session, user), so the count and the sums of a range, whatever else
--   is filtered, are an index-only scan, and so is finding the page's ids;
-- - a type or a user, alone or with a date range: their own (col, business_date) indexes carrying
--   the other filtered and summed columns;
-- - a box: cash_sessions_box_idx then cash_movements_session_idx (both of 010).
CREATE INDEX cash_movements_date_sums_idx ON cash_movements (business_date, id) INCLUDE (direction, amount, type, session_id, user_id);
CREATE INDEX cash_movements_type_date_idx ON cash_movements (type, business_date) INCLUDE (direction, amount, session_id, user_id);
CREATE INDEX cash_movements_user_date_idx ON cash_movements (user_id, business_date) INCLUDE (direction, amount, session_id, type);
