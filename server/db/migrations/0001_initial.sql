-- Initial schema of the reference API. Runs on PGlite and on PostgreSQL 15+.
-- server/db/schema.ts mirrors it; server/db/schema.test.ts fails when the two drift.

CREATE TABLE accounts (
  id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  slug text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('church', 'individual', 'organisation')),
  church_name text,
  church_website text,
  church_phone text,
  church_status text CHECK (church_status IN ('active', 'pending', 'inactive')),
  invite_church_logo text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  account_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  email text NOT NULL UNIQUE CHECK (email = lower(email)),
  password_hash text NOT NULL,
  firstname text NOT NULL,
  lastname text NOT NULL,
  roles text[] NOT NULL CHECK (
    cardinality(roles) > 0
    AND roles <@ ARRAY['admin', 'individual', 'evangelism', 'free_evangelism', 'care', 'website', 'discipleship']::text[]
  ),
  state text NOT NULL DEFAULT 'active' CHECK (state IN ('active', 'pending', 'suspended')),
  photo_url text,
  show_mode boolean NOT NULL DEFAULT true,
  is_truelife_member boolean NOT NULL DEFAULT false,
  moderator_status text NOT NULL DEFAULT 'none' CHECK (moderator_status IN ('none', 'invited', 'approved')),
  intro_video_slug text,
  -- Tokens issued before this moment are refused (set when the password changes).
  sessions_valid_after timestamptz NOT NULL DEFAULT '1970-01-01T00:00:00Z',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX users_account_id_idx ON users (account_id);

CREATE TABLE memberships (
  account_id integer PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  state text NOT NULL CHECK (state IN ('active', 'past_due', 'canceled')),
  plan_code text,
  plan_name text,
  plan_interval text CHECK (plan_interval IN ('month', 'year')),
  current_period_end timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE shipping_addresses (
  account_id integer PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  name text NOT NULL,
  address text NOT NULL,
  address2 text,
  city text NOT NULL,
  state text NOT NULL,
  zip_code text NOT NULL,
  country text NOT NULL
);

CREATE TABLE locations (
  id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  account_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  name text NOT NULL,
  address text NOT NULL,
  address2 text,
  city text NOT NULL,
  state text NOT NULL,
  zip_code text NOT NULL,
  country text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX locations_account_id_idx ON locations (account_id);

CREATE TABLE videos (
  id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  account_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  kind text NOT NULL CHECK (kind IN ('story', 'profile', 'invite', 'welcome')),
  slug text UNIQUE,
  url text NOT NULL,
  status text NOT NULL CHECK (status IN ('created', 'review', 'approved', 'blocked', 'no_payment')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX videos_account_id_idx ON videos (account_id);
CREATE INDEX videos_status_idx ON videos (status);

CREATE TABLE church_connections (
  id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  account_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('new', 'accepted', 'declined')),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (account_id, user_id)
);

CREATE TABLE messages (
  id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  account_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  sender_name text NOT NULL,
  sender_email text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX messages_account_id_idx ON messages (account_id);

CREATE TABLE config_entries (
  key text PRIMARY KEY,
  value text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE instruction_videos (
  slug text PRIMARY KEY,
  url text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE action_steps (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  step text NOT NULL,
  completed_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, step)
);

CREATE TABLE password_reset_tokens (
  id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX password_reset_tokens_user_id_idx ON password_reset_tokens (user_id);

CREATE TABLE email_change_tokens (
  id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  new_email text NOT NULL CHECK (new_email = lower(new_email)),
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX email_change_tokens_user_id_idx ON email_change_tokens (user_id);

CREATE TABLE revoked_tokens (
  jti text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz NOT NULL
);
CREATE INDEX revoked_tokens_expires_at_idx ON revoked_tokens (expires_at);

-- Failed sign-ins per key ('ip:…' or 'account:…') within the current window.
CREATE TABLE auth_throttle (
  key text PRIMARY KEY,
  failures integer NOT NULL,
  window_started_at timestamptz NOT NULL,
  locked_until timestamptz
);

CREATE TABLE outbox (
  id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  kind text NOT NULL,
  to_address text NOT NULL,
  subject text NOT NULL,
  body_text text NOT NULL,
  created_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  last_attempt_at timestamptz,
  sent_at timestamptz,
  last_error text
);
CREATE INDEX outbox_unsent_idx ON outbox (id) WHERE sent_at IS NULL;

-- Demo or other data sets applied once (server/seed).
CREATE TABLE seeds (
  name text PRIMARY KEY,
  applied_at timestamptz NOT NULL DEFAULT now()
);
