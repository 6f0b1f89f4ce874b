-- Platform schema: one document table for every JSON:API resource, plus OAuth state.
-- Resources keep their attributes and has-one links as JSON so that one generic layer
-- (src/jsonapi) can list, filter, sort, include and write any of them with bound parameters.

CREATE TABLE records (
  type TEXT NOT NULL,
  id TEXT NOT NULL,
  attributes TEXT NOT NULL DEFAULT '{}',
  -- has-one links: {"sku": {"type": "skus", "id": "..."}}
  relationships TEXT NOT NULL DEFAULT '{}',
  -- server-side data never serialized (password hashes, market stock locations …)
  internal TEXT NOT NULL DEFAULT '{}',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (type, id)
) WITHOUT ROWID;

CREATE INDEX records_created ON records (type, created_at);
CREATE INDEX records_code ON records (type, json_extract(attributes, '$.code'));
CREATE INDEX records_email ON records (type, json_extract(attributes, '$.email'));
CREATE INDEX records_sku ON records (type, json_extract(relationships, '$.sku.id'));
CREATE INDEX records_customer ON records (type, json_extract(relationships, '$.customer.id'));
CREATE INDEX records_order ON records (type, json_extract(relationships, '$.order.id'));
CREATE INDEX records_market ON records (type, json_extract(relationships, '$.market.id'));
CREATE INDEX records_price_list ON records (type, json_extract(relationships, '$.price_list.id'));
CREATE INDEX records_sku_list ON records (type, json_extract(relationships, '$.sku_list.id'));
CREATE INDEX records_stock_location ON records (type, json_extract(relationships, '$.stock_location.id'));

-- OAuth applications (seeded): a public sales channel and a confidential integration.
CREATE TABLE applications (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('sales_channel', 'integration')),
  client_id TEXT NOT NULL UNIQUE,
  -- SHA-256 hex of the secret; NULL for public clients
  client_secret_hash TEXT
);

-- RS512 signing keys, created on first use and kept across seeds so issued tokens stay valid.
CREATE TABLE signing_keys (
  kid TEXT PRIMARY KEY,
  private_jwk TEXT NOT NULL,
  public_jwk TEXT NOT NULL,
  created_at TEXT NOT NULL
);

-- Refresh tokens are stored hashed; rotation marks the old one used.
CREATE TABLE refresh_tokens (
  token_hash TEXT PRIMARY KEY,
  application_id TEXT NOT NULL,
  customer_id TEXT NOT NULL,
  scope TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  revoked_at INTEGER
);
CREATE INDEX refresh_tokens_customer ON refresh_tokens (customer_id);

-- Revoked access tokens by their `rand` claim, until they would have expired anyway.
CREATE TABLE revoked_access_tokens (
  rand TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL
);
