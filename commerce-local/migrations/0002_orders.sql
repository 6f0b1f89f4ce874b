-- Orders schema: orders, line items, shipments, payment sources, coupons, gift cards and promotions are
-- records (see 0001); this adds what they need beyond the document table.

-- Numeric order numbers as Commerce Layer gives them, handed out atomically (UPDATE ... RETURNING).
CREATE TABLE order_counters (
  name TEXT PRIMARY KEY,
  value INTEGER NOT NULL
);
INSERT INTO order_counters (name, value) VALUES ('orders', 24000);

-- Lookups the order flows run on every request.
CREATE INDEX records_line_item ON records (type, json_extract(relationships, '$.line_item.id'));
CREATE INDEX records_promotion ON records (type, json_extract(relationships, '$.promotion.id'));
CREATE INDEX records_promotion_rule ON records (type, json_extract(relationships, '$.promotion_rule.id'));
CREATE INDEX records_token ON records (type, json_extract(attributes, '$.token'));

-- Stock can never be oversold: any write that leaves a stock item with more reserved than on hand, or
-- less than nothing, aborts, and with it the whole D1 batch of the place that tried (all or nothing).
CREATE TRIGGER stock_items_never_oversold
BEFORE UPDATE ON records
WHEN NEW.type = 'stock_items'
  AND (
    coalesce(json_extract(NEW.internal, '$.reserved_quantity'), 0) < 0
    OR coalesce(json_extract(NEW.attributes, '$.quantity'), 0)
       < coalesce(json_extract(NEW.internal, '$.reserved_quantity'), 0)
  )
BEGIN
  SELECT RAISE(ABORT, 'OUT_OF_STOCK');
END;
