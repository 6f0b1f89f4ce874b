-- A gift card is never spent past its balance: two orders placed at once, each priced while the
-- card still covered it, would both take it. Like the stock trigger, the write that would leave a
-- balance below zero aborts, and with it the whole D1 batch of the place that tried.
CREATE TRIGGER gift_cards_never_overspent
BEFORE UPDATE ON records
WHEN NEW.type = 'gift_cards'
  AND coalesce(json_extract(NEW.attributes, '$.balance_cents'), 0) < 0
  AND coalesce(json_extract(NEW.attributes, '$.balance_cents'), 0)
      < coalesce(json_extract(OLD.attributes, '$.balance_cents'), 0)
BEGIN
  SELECT RAISE(ABORT, 'GIFT_CARD_OVERSPENT');
END;
